/**
 * The run engine: everything between a form's values and the view of their answer, free of any
 * UI library. One pipeline per run (`runEntry`); every way of sending an entry goes through it.
 */
export { buildPreparedRequest, buildRequest, MissingApiKeyError, type BuiltRequest } from './build-request.ts';
export { classifyAnswer, type ClassifiedAnswer, type FailedAnswer, type SuccessAnswer } from './classify-answer.ts';
export { maskApiKey, maskUrlApiKey, withUrlApiKey } from './api-key.ts';
export { toCurl, type CurlOptions } from './curl.ts';
export { apiKeyPlaceholder, exampleRequest, type ExampleRequest } from './example-request.ts';
export { FileStore } from './file-store.ts';
export { createGroupRunner, type ClosableGroupRunner, type GroupRunner, type GroupRunnerHooks } from './group-runner.ts';
export type { LoadedEntry, LoadedGroup } from './loaded-entry.ts';
export { isValidatorReady, lazyValidator, whenValidatorReady } from './lazy-validator.ts';
export { prepareFormInputs, readFormInputs, validateInputs, type Inputs } from './prepare.ts';
export { chooseResponse, resolveView, type ResolvedView } from './resolve-view.ts';
export { runEntry, type RunOptions, type RunOutcome } from './run-entry.ts';
export { onRun, type RunEvent, type RunListener } from './run-events.ts';
export { sendRequest } from './send-request.ts';
export { displayValue, fillAnswerText, labelFromKey, readPath, readValue, withoutPlaceholders, type TextContext } from './answer-values.ts';
export { measuredResponse, responseMeta, type ResponseMeta } from './response-meta.ts';
