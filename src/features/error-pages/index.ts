export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { StartFailedPage, type StartFailedPageProps } from './StartFailedPage';
export { NotAllowedPage, type NotAllowedPageProps } from './NotAllowedPage';
