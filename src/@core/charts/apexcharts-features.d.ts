// ApexCharts' opt-in features register themselves on import and export nothing the app uses.
declare module 'apexcharts/features/legend'
