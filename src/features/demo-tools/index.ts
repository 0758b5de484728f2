export { DemoTools, type DemoToolsProps } from './DemoTools';
