// The whole engine in one import, without the HTML, SVG and text renderers (an app that draws its
// own cells does not link them; `import CalendarGridRendering` adds them). Each module can also
// be imported alone; data flows one way through them:
//
//   CalendarGridCore        days, calendars and month tables, locale week rules, grid layout
//   CalendarGridSources     the data sources (ICU under the `ICU` trait, Foundation) and names
//   CalendarGridDayPlugins  decorators, selectable-day rules, the built-in Korean holidays
//   CalendarGridState       selection, navigation, the screen state and the date picker
//   CalendarGridRendering   documents, text, HTML and SVG renderings (a separate product)
@_exported import CalendarGridCore
@_exported import CalendarGridDayPlugins
@_exported import CalendarGridSources
@_exported import CalendarGridState
