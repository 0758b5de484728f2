export { Avatar, avatarSizes, initialsOf, PresenceDot, presenceStatuses, type AvatarProps, type PresenceStatus } from './Avatar/Avatar';
export { safeImageSource } from './Avatar/image-source';
export { AlertMark, Badge, badgeTones, type BadgeProps } from './Badge/Badge';
export { Box, type BoxProps } from './Box/Box';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';
export {
  Button,
  buttonSizes,
  buttonVariants,
  IconButton,
  IconButtonSpace,
  SwitchingLabel,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './Button/Button';
export { AppSidebarStatus, type AppSidebarStatusProps } from './AppSidebarStatus/AppSidebarStatus';
export { Banner, bannerTones, RetryBanner, type BannerProps, type BannerTone, type RetryBannerProps } from './Banner/Banner';
export { Card, type CardProps } from './Card/Card';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { CheckboxGroup, type CheckboxChoice, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup';
export { Chip, chipTones, type ChipProps } from './Chip/Chip';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox/ComboBox';
export { copiedForMs, CopyButton, type CopyButtonProps } from './CopyButton/CopyButton';
export { CountryFlag, type CountryFlagProps } from './CountryFlag/CountryFlag';
export { ConfirmationProvider, useConfirm, type ConfirmationOptions, type ConfirmationResult } from './Confirmation/Confirmation';
export { DataTable, type DataTableColumn, type DataTableProps, type SortDescriptor, type SortDirection } from './DataTable/DataTable';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Drawer, type DrawerProps } from './Drawer/Drawer';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export type { FieldBaseProps } from './Field/Field';
export { FieldSkeleton } from './Field/FieldSkeleton';
export { FormField, type BoundField, type FormFieldProps } from './Field/FormField';
export { Icon, type IconProps, type IconSize } from './Icon/Icon';
export { iconNames, isIconName, type IconName } from './Icon/icons';
export { ImagePicker, type ImagePickerProps } from './ImagePicker/ImagePicker';
export { Kbd, type KbdProps } from './Kbd/Kbd';
export { CodeBlock, type CodeBlockProps } from './Markdown/CodeBlock';
export { Markdown, MarkdownError, type MarkdownHttpClient, type MarkdownProps } from './Markdown/Markdown';
export { Masonry, type MasonryProps } from './Masonry/Masonry';
export { Link, type LinkProps } from './Link/Link';
export { textLink } from './Link/Link.css';
export { Logo, type LogoProps } from './Logo/Logo';
export { isValidProgress, LoadingBar, type LoadingBarProps } from './LoadingBar/LoadingBar';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type Key,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from './Menu/Menu';
export { MenuButton, type MenuButtonProps } from './Menu/MenuButton';
export { fill, messagesFor, useComponentMessages, type ComponentMessages } from './messages';
export {
  activeAncestors,
  ancestorChain,
  containsActive,
  HorizontalNavigation,
  isActiveLink,
  navigationAppearances,
  navigationSetNames,
  navigationTimings,
  navigationWidths,
  toggleExpanded,
  VerticalNavigation,
  visibleItems,
  type NavigationAppearance,
  type NavigationItem,
  type NavigationItemType,
  type NavigationSetName,
  type NavigationSets,
  type HorizontalNavigationProps,
  type VerticalNavigationProps,
} from './navigation';
export { lazyComponent } from './lazy-component';
export { useInViewAfterAdding } from './use-in-view-after-adding';
export { LazyControlBoundary, type LazyControlBoundaryProps } from './LazyPart/LazyControlBoundary';
export { LazyPartBoundary, type LazyPartBoundaryProps } from './LazyPart/LazyPartBoundary';
export { OpenWhenLoaded, type OpenWhenLoadedProps } from './Overlay/OpenWhenLoaded';
export { PageLoading, type PageLoadingProps } from './PageLoading/PageLoading';
export { PageTitle, type PageTitleProps } from './PageTitle/PageTitle';
export { lastPageOf, Pagination, type PaginationProps } from './Pagination/Pagination';
export { Popover, type PopoverProps } from './Popover/Popover';
export { RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup';
export { isMobilePlatform, ScrollArea, type ScrollAreaProps } from './ScrollArea/ScrollArea';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { SafeHtml, sanitizeHtml, type SafeHtmlProfile, type SafeHtmlProps } from './SafeHtml/SafeHtml';
export { Meter, type MeterProps } from './Meter/Meter';
export { ProgressCircle, type ProgressCircleProps } from './ProgressCircle/ProgressCircle';
export { Skeleton, SkeletonText, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { TagManager, type ManagedTag, type TagChange, type TagManagerProps } from './TagManager/TagManager';
export { SortableList, type SortableListProps } from './SortableList/SortableList';
export { reorderKeys } from './SortableList/reorder';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { Heading, Text, textSizes, textTones, type HeadingProps, type TextProps } from './Text/Text';
export { Toaster, type ToasterProps } from './Toast/Toast';
export { ToastHost } from './Toast/ToastHost';
export {
  createToastQueue,
  toasts,
  toastTimeoutMs,
  toastTones,
  type ShowToastOptions,
  type ToastContentData,
  type Toasts,
} from './Toast/toast-queue';
export { IconWithTooltip, type IconWithTooltipProps } from './Tooltip/IconWithTooltip';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export {
  GroupedVirtualList,
  VirtualGrid,
  VirtualList,
  type GroupedVirtualListProps,
  type VirtualGridProps,
  type VirtualGroup,
  type VirtualListProps,
} from './VirtualList/VirtualList';
export { visuallyHidden } from './styles/visually-hidden.css';
export { cardLink, pressableArea } from './styles/pressable.css';
export { dragHandle } from './styles/drag-handle.css';
export { surface as overlaySurface } from './styles/overlay.css';
export { appHeader, appHeaderNotice, appHeaderTitle, appPage, appPageStacksOnPhone, centeredPage, readingPage } from './styles/page.css';
export { labelDot } from './styles/label-dot.css';
export { listRow } from './styles/list-row.css';
export { fieldGroup, fieldGroupLegend } from './styles/field-group.css';
export { appPanes, appSidebar, appSidebarHeading, appSidebarLink, appSidebarList } from './styles/app-sidebar.css';
