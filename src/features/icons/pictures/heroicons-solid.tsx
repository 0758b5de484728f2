import * as icons from '@heroicons/react/24/solid';
import { heroiconPicture } from './heroicons';

export default heroiconPicture(icons);
