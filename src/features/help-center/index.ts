export { HelpCenterPage as HelpCenterRoute } from './HelpCenterPage';
export {
  defaultGuideLimit,
  supportRequestSchema,
  type Faq,
  type FaqCategory,
  type Guide,
  type GuideCategory,
  type GuidePage,
} from './schemas';
