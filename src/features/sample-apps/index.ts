export { navigationSamplePages, samplePages, type SamplePage, type SampleSection } from './catalog';
export { ComingSoonPage } from './ComingSoonPage';
