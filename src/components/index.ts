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
export { Banner, bannerTones, type BannerProps, type BannerTone } from './Banner/Banner';
export { Chip, chipTones, type ChipProps } from './Chip/Chip';
export {
  ConfirmationProvider,
  useConfirm,
  type ConfirmationOptions,
  type ConfirmationResult,
} from './Confirmation/Confirmation';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Drawer, type DrawerProps } from './Drawer/Drawer';
export { Icon, type IconProps, type IconSize } from './Icon/Icon';
export { iconNames, isIconName, type IconName } from './Icon/icons';
export { Kbd, type KbdProps } from './Kbd/Kbd';
export {
  Menu,
  MenuButton,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type Key,
  type MenuButtonProps,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from './Menu/Menu';
export { fill, messagesFor, useComponentMessages, type ComponentMessages } from './messages';
export { navigationSetNames, type NavigationItem, type NavigationItemType, type NavigationSetName, type NavigationSets } from './navigation';
export { Popover, type PopoverProps } from './Popover/Popover';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Heading, Text, textSizes, textTones, type HeadingProps, type TextProps } from './Text/Text';
export {
  createToastQueue,
  Toaster,
  toasts,
  toastTimeoutMs,
  toastTones,
  type ShowToastOptions,
  type ToastContentData,
  type ToasterProps,
  type Toasts,
} from './Toast/Toast';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
