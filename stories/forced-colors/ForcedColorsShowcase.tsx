import { useState } from 'react';
import {
  Avatar,
  Box,
  Chip,
  DataTable,
  IconButton,
  Meter,
  Select,
  Switch,
  Tabs,
  TextField,
  VerticalNavigation,
  type DataTableColumn,
  type NavigationItem,
} from '@/components';

interface Interpreter {
  id: string;
  name: string;
  language: string;
}

const interpreters: Interpreter[] = [
  { id: '1', name: 'Anna Gruber', language: 'ÖGS' },
  { id: '2', name: 'Lukas Huber', language: 'Türkisch' },
  { id: '3', name: 'Sophie Bauer', language: 'Arabisch' },
];
const columns: DataTableColumn<Interpreter>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'language', header: 'Language', cell: (row) => row.language },
];

const navigation: NavigationItem<unknown>[] = [
  { id: 'home', type: 'basic', title: 'Home', icon: 'home', link: '/app/home', exactMatch: true },
  { id: 'calls', type: 'basic', title: 'Calls', icon: 'phone', link: '/app/calls' },
  { id: 'contacts', type: 'basic', title: 'Contacts', icon: 'users', link: '/app/contacts' },
];

/**
 * Every state the design system shows by a background, a shadow or a coloured edge, side by side:
 * the current page, a chosen tab, a switch on and off, a bar's fill, a pressed toggle, a selected
 * row, a chip, presence dots and a field to focus.
 */
export function ForcedColorsShowcase() {
  const [starred, setStarred] = useState(true);
  return (
    <Box display="flex" gap="lg" style={{ blockSize: '520px' }}>
      <VerticalNavigation label="Main" items={navigation} currentPath="/app/calls" />
      <Box display="flex" flexDirection="column" gap="md" padding="lg" style={{ flex: 1, minInlineSize: 0 }}>
        <Tabs
          label="Call views"
          defaultSelectedKey="today"
          items={[
            { id: 'today', label: 'Today', content: null },
            { id: 'week', label: 'This week', content: null },
          ]}
        />
        <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
          <Switch defaultValue>Ringtone</Switch>
          <Switch>Vibration</Switch>
          <IconButton icon="star" label="Starred" isPressed={starred} onPress={() => setStarred(!starred)} />
          <Chip tone="primary">Vienna office</Chip>
          <Avatar name="Lukas Huber" size="sm" status="online" statusLabel="Lukas Huber: online" />
          <Avatar name="Sophie Bauer" size="sm" status="busy" statusLabel="Sophie Bauer: busy" />
        </Box>
        <Meter label="Monthly minutes" value={120} maxValue={200} valueLabel="120 of 200" />
        <Box display="flex" gap="md" alignItems="flex-end">
          <TextField label="Search" placeholder="Name or e-mail" />
          <Select
            label="Status"
            value="online"
            options={[
              { id: 'online', label: 'Online' },
              { id: 'away', label: 'Away' },
            ]}
          />
        </Box>
        <DataTable
          label="Interpreters"
          columns={columns}
          rows={interpreters}
          getRowId={(row) => row.id}
          selectionMode="multiple"
          selectedIds={new Set(['2'])}
          height={200}
        />
      </Box>
    </Box>
  );
}
