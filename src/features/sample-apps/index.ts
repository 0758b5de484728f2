export { navigationSamplePages, samplePages, type SamplePage, type SampleSection } from './catalog';
