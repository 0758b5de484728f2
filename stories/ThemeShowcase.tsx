import { useState } from 'react';
import {
  Avatar,
  Badge,
  Banner,
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  DataTable,
  IconButton,
  Pagination,
  ProgressCircle,
  Select,
  Switch,
  Tabs,
  TextField,
  type DataTableColumn,
} from '@/components';
import { themeNames, type ResolvedScheme, type ThemeName } from '@/lib/theme';
import * as styles from './ThemeTokens.css';

interface Row {
  id: string;
  name: string;
  calls: number;
}

const rows: Row[] = [
  { id: '1', name: 'Anna Gruber', calls: 12 },
  { id: '2', name: 'Lukas Huber', calls: 7 },
  { id: '3', name: 'Sophie Bauer', calls: 3 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'calls', header: 'Calls', cell: (row) => row.calls, sortValue: (row) => row.calls },
];

/** One screen made of many components, as a product screen would combine them. */
export function ShowcaseScreen({ name }: { name: string }) {
  const [page, setPage] = useState(0);
  return (
    <Card
      title={name}
      subtitle="Switching centre"
      actions={
        <Box display="flex" gap="xs" alignItems="center">
          <Badge count={3} label={`${name}: 3 unread`} />
          <IconButton icon="bell" label={`${name} notifications`} tooltip={false} size="sm" />
          <Avatar name="Anna Gruber" size="sm" status="online" statusLabel="Online" />
        </Box>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Banner
          tone="warning"
          title="Lost connection. Reconnecting..."
          icon={<ProgressCircle label={`${name} reconnecting`} value={80} maxValue={160} />}
        />
        <Tabs
          label={`${name} sections`}
          items={[
            {
              id: 'calls',
              label: 'Calls',
              content: <DataTable label={`${name} calls`} columns={columns} rows={rows} getRowId={(row) => row.id} height={190} />,
            },
            { id: 'settings', label: 'Settings', content: null },
          ]}
        />
        <Pagination length={23} size={10} page={page} onPageChange={setPage} label={`${name} pages`} />
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
        <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
          <Switch defaultValue>Ringtone</Switch>
          <Checkbox defaultValue>Vibrate</Checkbox>
          <Chip tone="primary" icon="language">
            ÖGS
          </Chip>
          <Chip tone="success">Online</Chip>
        </Box>
        <Box display="flex" gap="sm">
          <Button icon="phone">Join</Button>
          <Button variant="secondary">Decline</Button>
          <Button variant="ghost">Later</Button>
        </Box>
      </Box>
    </Card>
  );
}

/** The same screen in every theme, side by side, in one scheme. */
export function ThemeShowcase({ scheme }: { scheme: ResolvedScheme }) {
  return (
    <div className={styles.showcaseGrid}>
      {themeNames.map((theme: ThemeName) => (
        <div key={theme} data-theme={theme} data-scheme={scheme} className={styles.panel}>
          <ShowcaseScreen name={`${theme} ${scheme}`} />
        </div>
      ))}
    </div>
  );
}
