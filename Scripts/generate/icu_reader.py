"""Builds the ICU readers in Scripts/generate/ against the system libicu-dev and names its version.

Shared by the generate_*_tables.py and generate_japanese_eras.py scripts.
"""
import os
import subprocess

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


def compile_reader(folder, name="icu_lunar_months"):
    """Compiles Scripts/<name>.c into `folder` and returns the binary's path."""
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "icu-i18n", "icu-uc"],
                           check=True, capture_output=True, text=True).stdout.split()
    binary = os.path.join(folder, name)
    subprocess.run(["cc", "-O2", "-Wall", "-o", binary, os.path.join(SCRIPTS, name + ".c")]
                   + flags, check=True)
    return binary


def libicu_dev_version():
    """The Debian libicu-dev package version, or "unknown"."""
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libicu-dev"], check=True,
                              capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
