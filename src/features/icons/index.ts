export { iconSets, iconSizes, isIconSet, type IconSet, type IconSetId } from './schemas';
