/**
 * The API's answers as classes the gateway hands to Swagger: each shape written once, documented
 * with @ApiProperty. The web folder re-exports their types for the browser.
 */
export * from './analysis';
export * from './news';
export * from './journal';
export * from './auth';
