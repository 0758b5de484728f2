export {
  AppConfigProvider,
  isLayout,
  layouts,
  loadAppConfig,
  parseAppConfig,
  useAppConfig,
  useUpdateAppConfig,
  type AppConfig,
  type Layout,
} from './app-config';
