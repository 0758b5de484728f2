export {
  registerAfterMs,
  registerServiceWorker,
  unsupportedMessage,
  type RegisterOptions,
  type WorkboxLike,
  type WorkerStatus,
} from './service-worker';
