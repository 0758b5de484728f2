export { DemoTools } from './DemoTools';
