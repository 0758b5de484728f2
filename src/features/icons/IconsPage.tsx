import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import { GridLayout, GridList, GridListItem, Size, Virtualizer } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  appHeader,
  appPage,
  appPageStacksOnPhone,
  Button,
  CopyButton,
  EmptyState,
  Heading,
  Link,
  PageTitle,
  pressableArea,
  Select,
  Skeleton,
  Text,
  TextField,
} from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { useIconPictures, useIconSet } from './api/get-icon-set';
import * as styles from './Icons.css';
import type { IconPicture } from './pictures';
import { iconSets, iconSizes, isIconSet, type IconSetId } from './schemas';
import { usageOf } from './usage';

const defaultSet: IconSetId = 'heroicons-outline';
/** The size a set is drawn at until another is chosen: each package's own. */
const defaultSize = 24;
const iconsPath = (lang: string, set: string) => `/${lang}/ui/icons/${set}`;

/**
 * The icon gallery (`/{lang}/ui/icons/{set}`): all of a set's icons as a virtualised grid, filtered as
 * one types, at a size of 16 to 64 pixels; the chosen icon shows its name and how to use it, to copy.
 */
export function IconsPage() {
  const { set } = useParams();
  const lang = useLocale();
  if (!set) return <Navigate to={iconsPath(lang, defaultSet)} replace />;
  return <IconGallery key={set} set={set} />;
}

function IconGallery({ set }: { set: string }) {
  const { t } = useTranslation('icons');
  const format = useFormatters();
  const lang = useLocale();
  const navigate = useNavigate();
  const known = isIconSet(set) ? set : undefined;
  const names = useIconSet(set);
  const pictures = useIconPictures(known);
  // The search and the size live in the address (`?query=arrow&size=64`): a reload or a link keeps them.
  const [params, setParams] = useSearchParams();
  // The field answers each key from its own state; the address follows it.
  const [search, setTyped] = useState(() => params.get('query') ?? '');
  const askedSize = Number(params.get('size'));
  const size: number = iconSizes.find((px) => px === askedSize) ?? defaultSize;
  const keep = (key: 'query' | 'size', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const setSearch = (value: string) => {
    setTyped(value);
    keep('query', value.trim() ? value : null);
  };
  const setSize = (px: number) => keep('size', px === defaultSize ? null : String(px));
  const [chosen, setChosen] = useState<string | null>(null);

  // One tile object per icon for as long as the set stays: the grid keeps the tiles it has built for
  // the same objects, so that choosing a tile or narrowing the search does not build two thousand again.
  const tiles = useMemo(() => (names.data?.list ?? []).map((name) => ({ id: name, match: name.replace(/[_-]/g, '') })), [names.data]);
  // The field shows each key at once; the grid follows when there is time, and a key typed before it
  // is drawn replaces the search instead of waiting behind it.
  const searched = useDeferredValue(search);
  const needle = searched
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  const shown = useMemo(() => (needle ? tiles.filter((tile) => tile.match.includes(needle)) : tiles), [tiles, needle]);
  const cell = Math.max(88, size + 56);
  const layout = useMemo(() => new GridLayout(), []);

  return (
    <main className={`${appPage} ${appPageStacksOnPhone}`} aria-labelledby="icons-title">
      <header className={appHeader}>
        <PageTitle
          id="icons-title"
          title={known ? t(`sets.${known}`) : t('title')}
          subtitle={names.data ? t('count', { count: shown.length }) : null}
        />
        <div className={styles.filters}>
          <Select
            label={t('set')}
            value={known ?? null}
            placeholder={t('chooseSet')}
            options={iconSets.map((id) => ({ id, label: t(`sets.${id}`) }))}
            onChange={(value) => value && void navigate({ pathname: iconsPath(lang, value), search: params.toString() })}
          />
          <div className={styles.searchField}>
            <TextField
              label={t('search')}
              type="search"
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={setSearch}
              maxLength={60}
            />
          </div>
          <Select
            label={t('size')}
            value={String(size)}
            options={iconSizes.map((px) => ({ id: String(px), label: t('pixels', { size: format.number(px) }) }))}
            onChange={(value) => setSize(Number(value))}
          />
        </div>
      </header>
      {!known || (names.isError && !names.data) ? (
        <div className={styles.message}>
          {known ? (
            <EmptyState
              icon="photo"
              title={t('loadFailed')}
              action={<Button onPress={() => void names.refetch()}>{t('retry')}</Button>}
              headingLevel={2}
            />
          ) : (
            <EmptyState
              icon="photo"
              title={t('unknownTitle', { set })}
              text={t('unknownText')}
              action={<Link href={iconsPath(lang, defaultSet)}>{t('toDefault', { name: t(`sets.${defaultSet}`) })}</Link>}
              headingLevel={2}
            />
          )}
        </div>
      ) : !names.data || !pictures.data ? (
        <div className={styles.message} role="status" aria-label={t('loading')}>
          <Skeleton height="240px" />
        </div>
      ) : (
        <div className={styles.panes}>
          {shown.length === 0 ? (
            <div className={styles.message}>
              <EmptyState
                icon="magnifying-glass"
                title={t('noResultsTitle')}
                text={t('noResultsText', { query: searched.trim() })}
                headingLevel={2}
              />
            </div>
          ) : (
            <Virtualizer
              layout={layout}
              layoutOptions={{
                minItemSize: new Size(cell, cell),
                maxItemSize: new Size(cell * 1.5, cell),
                minSpace: new Size(8, 8),
                preserveAspectRatio: false,
              }}
            >
              <GridList
                aria-label={t('galleryOf', { name: t(`sets.${known}`) })}
                layout="grid"
                className={styles.gallery}
                items={shown}
                dependencies={[size, pictures.data]}
                selectionMode="single"
                selectionBehavior="replace"
                disallowEmptySelection={false}
                selectedKeys={chosen ? [chosen] : []}
                onSelectionChange={(keys) => {
                  const [key] = keys === 'all' ? [] : [...keys];
                  setChosen(key === undefined ? null : String(key));
                }}
              >
                {(item) => <IconTile name={item.id} size={size} Picture={pictures.data} />}
              </GridList>
            </Virtualizer>
          )}
          <ChosenIcon set={known} name={chosen} size={size} Picture={pictures.data} />
        </div>
      )}
    </main>
  );
}

function IconTile({ name, size, Picture }: { name: string; size: number; Picture: IconPicture }) {
  return (
    <GridListItem id={name} textValue={name} className={`${pressableArea} ${styles.tile}`}>
      <Picture name={name} size={size} />
      {/* Two lines, broken where the name has a hyphen: neighbours with long names stay told apart; the whole name on hover. */}
      <span className={styles.tileName} dir="ltr" title={name}>
        {name.split(/(?<=[-_])/u).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </span>
    </GridListItem>
  );
}

/** The chosen icon, large, with its name and the code that uses it; Copy says "Copied" for three seconds. */
function ChosenIcon({ set, name, size, Picture }: { set: IconSetId; name: string | null; size: number; Picture: IconPicture }) {
  const { t } = useTranslation('icons');
  if (!name)
    return (
      <aside className={styles.chosen} aria-label={t('chosen')}>
        <Text as="p" tone="secondary">
          {t('choose')}
        </Text>
      </aside>
    );
  const usage = usageOf(set, name, size);
  return (
    <aside className={styles.chosen} aria-label={t('chosen')}>
      <div className={styles.chosenPicture}>
        <Picture name={name} size={64} />
      </div>
      <Heading level={2} size={4}>
        <bdi>{name}</bdi>
      </Heading>
      <pre className={styles.code} dir="ltr">
        <code>{usage}</code>
      </pre>
      <div>
        <CopyButton key={name} text={usage} />
      </div>
    </aside>
  );
}
