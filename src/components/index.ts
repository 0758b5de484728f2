export { Avatar, avatarSizes, initialsOf, presenceStatuses, type AvatarProps, type PresenceStatus } from './Avatar/Avatar';
export { Badge, badgeTones, type BadgeProps } from './Badge/Badge';
export { Box, type BoxProps } from './Box/Box';
export {
  Button,
  buttonSizes,
  buttonVariants,
  IconButton,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './Button/Button';
export { Chip, chipTones, type ChipProps } from './Chip/Chip';
export { Icon, type IconProps, type IconSize } from './Icon/Icon';
export { iconNames, isIconName, type IconName } from './Icon/icons';
export { Kbd, type KbdProps } from './Kbd/Kbd';
export { navigationSetNames, type NavigationItem, type NavigationItemType, type NavigationSetName, type NavigationSets } from './navigation';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Heading, Text, textSizes, textTones, type HeadingProps, type TextProps } from './Text/Text';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
