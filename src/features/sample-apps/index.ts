export { navigationSamplePages, type SampleSection } from './catalog';
