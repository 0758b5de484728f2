export { Box, type BoxProps } from './Box/Box';
export { Heading, Text, textSizes, textTones, type HeadingProps, type TextProps } from './Text/Text';
export { navigationSetNames, type NavigationItem, type NavigationItemType, type NavigationSetName, type NavigationSets } from './navigation';
