export { withDirectExecute } from './direct-execute.ts';
export { isoTimestampText } from './iso-timestamp.ts';
export { dollars, jsonObject, jsonObjectText } from './json-object.ts';
export { JsonText, type Written } from './json-text.ts';
export { withFastRows } from './rows.ts';
export { recordWrittenRoutes, sendWritten } from './written-answer.ts';
