// The assistant's page path: plain data the router, menus and crawl read.
export const assistantPath = '/apps/assistant'
