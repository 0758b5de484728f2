export { registerServiceWorker, unsupportedMessage, type WorkerStatus } from './service-worker';
