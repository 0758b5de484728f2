export {
  AppConfigProvider,
  defaultAppConfig,
  defaultLayout,
  isLayout,
  layouts,
  parseAppConfig,
  useAppConfig,
  type AppConfig,
  type Layout,
} from './app-config';
