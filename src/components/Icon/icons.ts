import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon';
import ArchiveBoxArrowDownIcon from '@heroicons/react/24/outline/ArchiveBoxArrowDownIcon';
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon';
import ArrowDownIcon from '@heroicons/react/24/outline/ArrowDownIcon';
import ArrowLeftEndOnRectangleIcon from '@heroicons/react/24/outline/ArrowLeftEndOnRectangleIcon';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import ArrowRightOnRectangleIcon from '@heroicons/react/24/outline/ArrowRightOnRectangleIcon';
import ArrowRightStartOnRectangleIcon from '@heroicons/react/24/outline/ArrowRightStartOnRectangleIcon';
import ArrowsPointingInIcon from '@heroicons/react/24/outline/ArrowsPointingInIcon';
import ArrowsPointingOutIcon from '@heroicons/react/24/outline/ArrowsPointingOutIcon';
import ArrowUpIcon from '@heroicons/react/24/outline/ArrowUpIcon';
import ArrowUturnLeftIcon from '@heroicons/react/24/outline/ArrowUturnLeftIcon';
import ArrowUturnRightIcon from '@heroicons/react/24/outline/ArrowUturnRightIcon';
import BanknotesIcon from '@heroicons/react/24/outline/BanknotesIcon';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import BellSlashIcon from '@heroicons/react/24/outline/BellSlashIcon';
import BoldIcon from '@heroicons/react/24/outline/BoldIcon';
import BoltIcon from '@heroicons/react/24/outline/BoltIcon';
import BookmarkIcon from '@heroicons/react/24/outline/BookmarkIcon';
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon';
import BuildingOfficeIcon from '@heroicons/react/24/outline/BuildingOfficeIcon';
import CakeIcon from '@heroicons/react/24/outline/CakeIcon';
import CalendarDaysIcon from '@heroicons/react/24/outline/CalendarDaysIcon';
import CalendarIcon from '@heroicons/react/24/outline/CalendarIcon';
import ChartPieIcon from '@heroicons/react/24/outline/ChartPieIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import CheckBadgeIcon from '@heroicons/react/24/outline/CheckBadgeIcon';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import ChevronDoubleLeftIcon from '@heroicons/react/24/outline/ChevronDoubleLeftIcon';
import ChevronDoubleRightIcon from '@heroicons/react/24/outline/ChevronDoubleRightIcon';
import ChevronDownIcon from '@heroicons/react/24/outline/ChevronDownIcon';
import ChevronLeftIcon from '@heroicons/react/24/outline/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import ChevronUpIcon from '@heroicons/react/24/outline/ChevronUpIcon';
import CodeBracketIcon from '@heroicons/react/24/outline/CodeBracketIcon';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import CreditCardIcon from '@heroicons/react/24/outline/CreditCardIcon';
import CubeIcon from '@heroicons/react/24/outline/CubeIcon';
import CurrencyEuroIcon from '@heroicons/react/24/outline/CurrencyEuroIcon';
import DocumentIcon from '@heroicons/react/24/outline/DocumentIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import EllipsisVerticalIcon from '@heroicons/react/24/outline/EllipsisVerticalIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import EnvelopeOpenIcon from '@heroicons/react/24/outline/EnvelopeOpenIcon';
import ExclamationCircleIcon from '@heroicons/react/24/outline/ExclamationCircleIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import FilmIcon from '@heroicons/react/24/outline/FilmIcon';
import FolderIcon from '@heroicons/react/24/outline/FolderIcon';
import GlobeAltIcon from '@heroicons/react/24/outline/GlobeAltIcon';
import HomeIcon from '@heroicons/react/24/outline/HomeIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import ItalicIcon from '@heroicons/react/24/outline/ItalicIcon';
import KeyIcon from '@heroicons/react/24/outline/KeyIcon';
import LanguageIcon from '@heroicons/react/24/outline/LanguageIcon';
import LightBulbIcon from '@heroicons/react/24/outline/LightBulbIcon';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import LockClosedIcon from '@heroicons/react/24/outline/LockClosedIcon';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon';
import MicrophoneIcon from '@heroicons/react/24/outline/MicrophoneIcon';
import MinusIcon from '@heroicons/react/24/outline/MinusIcon';
import NumberedListIcon from '@heroicons/react/24/outline/NumberedListIcon';
import PaperAirplaneIcon from '@heroicons/react/24/outline/PaperAirplaneIcon';
import PaperClipIcon from '@heroicons/react/24/outline/PaperClipIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import PhoneArrowDownLeftIcon from '@heroicons/react/24/outline/PhoneArrowDownLeftIcon';
import PhoneIcon from '@heroicons/react/24/outline/PhoneIcon';
import PhoneXMarkIcon from '@heroicons/react/24/outline/PhoneXMarkIcon';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import PresentationChartLineIcon from '@heroicons/react/24/outline/PresentationChartLineIcon';
import QuestionMarkCircleIcon from '@heroicons/react/24/outline/QuestionMarkCircleIcon';
import ShieldCheckIcon from '@heroicons/react/24/outline/ShieldCheckIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import StarIcon from '@heroicons/react/24/outline/StarIcon';
import TableCellsIcon from '@heroicons/react/24/outline/TableCellsIcon';
import TagIcon from '@heroicons/react/24/outline/TagIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import UnderlineIcon from '@heroicons/react/24/outline/UnderlineIcon';
import UserCircleIcon from '@heroicons/react/24/outline/UserCircleIcon';
import UserGroupIcon from '@heroicons/react/24/outline/UserGroupIcon';
import UserIcon from '@heroicons/react/24/outline/UserIcon';
import UsersIcon from '@heroicons/react/24/outline/UsersIcon';
import VideoCameraIcon from '@heroicons/react/24/outline/VideoCameraIcon';
import VideoCameraSlashIcon from '@heroicons/react/24/outline/VideoCameraSlashIcon';
import ViewColumnsIcon from '@heroicons/react/24/outline/ViewColumnsIcon';
import WalletIcon from '@heroicons/react/24/outline/WalletIcon';
import WrenchScrewdriverIcon from '@heroicons/react/24/outline/WrenchScrewdriverIcon';
import XCircleIcon from '@heroicons/react/24/outline/XCircleIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import type { ComponentType, SVGProps } from 'react';

/**
 * The UI icon set: Heroicons (outline), by their kebab-case names. Navigation data, shortcuts and
 * messages name icons with these strings.
 *
 * Each icon is imported from its own file, not from the package's index: the icon gallery imports the
 * whole index, and an index shared with the first page would bring all 324 outline icons along.
 */
export const icons = {
  'academic-cap': AcademicCapIcon,
  'archive-box': ArchiveBoxIcon,
  'archive-box-arrow-down': ArchiveBoxArrowDownIcon,
  'arrow-down': ArrowDownIcon,
  'arrow-left': ArrowLeftIcon,
  'arrow-left-end-on-rectangle': ArrowLeftEndOnRectangleIcon,
  'arrow-path': ArrowPathIcon,
  'arrow-right-on-rectangle': ArrowRightOnRectangleIcon,
  'arrow-right-start-on-rectangle': ArrowRightStartOnRectangleIcon,
  'arrow-up': ArrowUpIcon,
  'arrow-uturn-left': ArrowUturnLeftIcon,
  'arrow-uturn-right': ArrowUturnRightIcon,
  'arrows-pointing-in': ArrowsPointingInIcon,
  'arrows-pointing-out': ArrowsPointingOutIcon,
  banknotes: BanknotesIcon,
  'bars-3': Bars3Icon,
  bell: BellIcon,
  'bell-slash': BellSlashIcon,
  bold: BoldIcon,
  bolt: BoltIcon,
  bookmark: BookmarkIcon,
  briefcase: BriefcaseIcon,
  'building-office': BuildingOfficeIcon,
  cake: CakeIcon,
  calendar: CalendarIcon,
  'calendar-days': CalendarDaysIcon,
  'chart-pie': ChartPieIcon,
  'chat-bubble-left-right': ChatBubbleLeftRightIcon,
  check: CheckIcon,
  'check-badge': CheckBadgeIcon,
  'check-circle': CheckCircleIcon,
  'chevron-double-left': ChevronDoubleLeftIcon,
  'chevron-double-right': ChevronDoubleRightIcon,
  'chevron-down': ChevronDownIcon,
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  'chevron-up': ChevronUpIcon,
  'code-bracket': CodeBracketIcon,
  'cog-6-tooth': Cog6ToothIcon,
  'credit-card': CreditCardIcon,
  cube: CubeIcon,
  'currency-euro': CurrencyEuroIcon,
  document: DocumentIcon,
  'document-text': DocumentTextIcon,
  'ellipsis-vertical': EllipsisVerticalIcon,
  envelope: EnvelopeIcon,
  'envelope-open': EnvelopeOpenIcon,
  'exclamation-circle': ExclamationCircleIcon,
  'exclamation-triangle': ExclamationTriangleIcon,
  film: FilmIcon,
  folder: FolderIcon,
  'globe-alt': GlobeAltIcon,
  home: HomeIcon,
  inbox: InboxIcon,
  'information-circle': InformationCircleIcon,
  italic: ItalicIcon,
  key: KeyIcon,
  language: LanguageIcon,
  'light-bulb': LightBulbIcon,
  link: LinkIcon,
  'list-bullet': ListBulletIcon,
  'lock-closed': LockClosedIcon,
  'magnifying-glass': MagnifyingGlassIcon,
  'map-pin': MapPinIcon,
  microphone: MicrophoneIcon,
  minus: MinusIcon,
  'numbered-list': NumberedListIcon,
  'paper-airplane': PaperAirplaneIcon,
  'paper-clip': PaperClipIcon,
  'pencil-square': PencilSquareIcon,
  phone: PhoneIcon,
  'phone-arrow-down-left': PhoneArrowDownLeftIcon,
  'phone-x-mark': PhoneXMarkIcon,
  photo: PhotoIcon,
  plus: PlusIcon,
  'presentation-chart-line': PresentationChartLineIcon,
  'question-mark-circle': QuestionMarkCircleIcon,
  'shield-check': ShieldCheckIcon,
  'squares-2x2': Squares2X2Icon,
  star: StarIcon,
  'table-cells': TableCellsIcon,
  tag: TagIcon,
  trash: TrashIcon,
  underline: UnderlineIcon,
  user: UserIcon,
  'user-circle': UserCircleIcon,
  'user-group': UserGroupIcon,
  users: UsersIcon,
  'video-camera': VideoCameraIcon,
  'video-camera-slash': VideoCameraSlashIcon,
  'view-columns': ViewColumnsIcon,
  'wallet': WalletIcon,
  'wrench-screwdriver': WrenchScrewdriverIcon,
  'x-circle': XCircleIcon,
  'x-mark': XMarkIcon,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export const isIconName = (value: unknown): value is IconName => typeof value === 'string' && value in icons;
