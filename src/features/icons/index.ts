export { iconSets, type IconSet } from './schemas';
