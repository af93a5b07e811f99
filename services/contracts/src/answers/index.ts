/**
 * The API's answers as classes: each shape written once, documented with the @ApiProperty of
 * ../openapi, which the gateway hands to Swagger. The web folder re-exports their types for the
 * browser.
 */
export * from './analysis';
export * from './news';
export * from './news-stories';
export * from './news-reading-mix';
export * from './journal';
export * from './auth';
export * from './api-keys';
export * from './journal-insights';
export * from './reminders';
