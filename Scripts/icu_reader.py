"""Builds Scripts/icu_lunar_months.c against the system libicu-dev and names its version.

Shared by Scripts/generate_lunar_year_tables.py and Scripts/generate_islamic_year_tables.py.
"""
import os
import subprocess

C_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "icu_lunar_months.c")


def compile_reader(folder):
    """Compiles the month reader into `folder` and returns the binary's path."""
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "icu-i18n", "icu-uc"],
                           check=True, capture_output=True, text=True).stdout.split()
    binary = os.path.join(folder, "icu_lunar_months")
    subprocess.run(["cc", "-O2", "-Wall", "-o", binary, C_SOURCE] + flags, check=True)
    return binary


def libicu_dev_version():
    """The Debian libicu-dev package version, or "unknown"."""
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libicu-dev"], check=True,
                              capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
