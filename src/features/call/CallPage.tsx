import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Avatar,
  Banner,
  Button,
  Card,
  centeredPage,
  Heading,
  Icon,
  Link,
  RetryBanner,
  Select,
  Skeleton,
  Spinner,
  SwitchingLabel,
  Text,
} from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useRoom } from './api/get-room';
import * as styles from './CallPage.css';
import { useLocalMedia, type DeviceKind, type MediaDevicesLike } from './use-local-media';

export interface CallPageProps {
  /** The camera and microphone: the page's own by default, stand-ins in the workbench, null for none. */
  media?: MediaDevicesLike | null;
}

const pageMedia = (): MediaDevicesLike | undefined =>
  typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : undefined;

function LocalPreview({ stream, cameraOff, label }: { stream: MediaStream; cameraOff: boolean; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className={styles.video} autoPlay muted playsInline aria-label={label} hidden={cameraOff} />;
}

/** The camera or microphone to use; a device the browser does not name yet is numbered. */
function DeviceSelect({
  kind,
  devices,
  chosen,
  onChoose,
}: {
  kind: DeviceKind;
  devices: MediaDeviceInfo[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('call');
  return (
    <div className={styles.device}>
      <Select
        label={t(kind)}
        value={chosen ?? devices[0]?.deviceId ?? null}
        onChange={(id) => id && onChoose(id)}
        options={devices.map((device, index) => ({
          id: device.deviceId || `${kind}-${index}`,
          label: device.label || t(`${kind}Number`, { number: index + 1 }),
        }))}
      />
    </div>
  );
}

/**
 * `/call?id=`: the room a Join opens (the spec does not show it). The own camera and microphone as
 * a preview, with mute, camera and device choice; who is in the room; Leave goes home. A refused
 * permission or a missing device is explained, never a blank screen.
 */
export function CallPage({ media = pageMedia() }: CallPageProps) {
  const { t } = useTranslation('call');
  const lang = useLocale();
  const [params] = useSearchParams();
  const roomId = params.get('id')?.trim() || undefined;

  if (!roomId) {
    return (
      <main className={centeredPage} aria-labelledby="call-title">
        <Heading level={1} size={2} id="call-title">
          {t('noRoom')}
        </Heading>
        <Text tone="secondary">{t('noRoomHelp')}</Text>
        <Link href={paths.home(lang)} appearance="secondary" icon="arrow-left-end-on-rectangle">
          {t('home')}
        </Link>
      </main>
    );
  }
  return <Room roomId={roomId} media={media} />;
}

function Room({ roomId, media }: { roomId: string; media: MediaDevicesLike | null | undefined }) {
  const { t } = useTranslation('call');
  const lang = useLocale();
  const local = useLocalMedia(media ?? undefined);
  const room = useRoom(roomId);
  const { state } = local;
  // People know a call by who called it, never by the room's id.
  const organizer = room.data?.participants.find((person) => person.role === 'organizer');

  return (
    <main className={styles.room} aria-labelledby="call-title">
      <div className={styles.head}>
        <Heading level={1} size={2} id="call-title">
          {organizer ? t('title', { name: organizer.fullName }) : t('titleWithoutOrganizer')}
        </Heading>
        <Link href={paths.home(lang)} appearance="danger" icon="phone-x-mark">
          {t('leave')}
        </Link>
      </div>

      <section className={styles.stage} aria-label={t('you')}>
        <div className={styles.preview}>
          {state.status === 'ready' ? <LocalPreview stream={state.stream} cameraOff={local.cameraOff} label={t('preview')} /> : null}
          {state.status === 'requesting' ? (
            <span className={styles.previewNote} role="status">
              <Spinner size="md" />
              {t('asking')}
            </span>
          ) : null}
          {state.status === 'problem' ? (
            <span className={styles.previewNote}>
              <Icon name="video-camera-slash" size="lg" />
              {t('noPicture')}
            </span>
          ) : null}
          {state.status === 'ready' && local.cameraOff ? (
            <span className={styles.previewNote}>
              <Icon name="video-camera-slash" size="lg" />
              {t('cameraIsOff')}
            </span>
          ) : null}
        </div>
        {state.status === 'problem' ? (
          state.problem === 'unsupported' ? (
            <Banner tone="critical" title={t('problems.unsupported.title')}>
              {t('problems.unsupported.text')}
            </Banner>
          ) : (
            <RetryBanner title={t(`problems.${state.problem}.title`)} onRetry={local.retry}>
              {t(`problems.${state.problem}.text`)}
            </RetryBanner>
          )
        ) : null}
        {state.status === 'ready' ? (
          <div className={styles.controls}>
            <Button variant={local.muted ? 'danger' : 'secondary'} icon="microphone" aria-pressed={local.muted} onPress={local.toggleMuted}>
              <SwitchingLabel current={local.muted ? t('unmute') : t('mute')} labels={[t('mute'), t('unmute')]} />
            </Button>
            <Button
              variant={local.cameraOff ? 'danger' : 'secondary'}
              icon={local.cameraOff ? 'video-camera' : 'video-camera-slash'}
              aria-pressed={local.cameraOff}
              onPress={local.toggleCamera}
            >
              <SwitchingLabel
                current={local.cameraOff ? t('cameraOn') : t('cameraOffAction')}
                labels={[t('cameraOffAction'), t('cameraOn')]}
              />
            </Button>
            <DeviceSelect
              kind="camera"
              devices={local.cameras}
              chosen={local.choice.camera}
              onChoose={(id) => local.choose('camera', id)}
            />
            <DeviceSelect
              kind="microphone"
              devices={local.microphones}
              chosen={local.choice.microphone}
              onChoose={(id) => local.choose('microphone', id)}
            />
          </div>
        ) : null}
      </section>

      <aside className={styles.side}>
        <Card title={t('participants')} headingLevel={2}>
          {room.isPending ? (
            <Skeleton width="70%" />
          ) : room.isError ? (
            <RetryBanner title={t('participantsFailed')} onRetry={() => void room.refetch()} />
          ) : (
            <ul className={styles.people}>
              {room.data.participants.map((person) => (
                <li key={person.id} className={styles.person}>
                  <Avatar name={person.fullName} size="sm" decorative />
                  <span className={styles.personText}>
                    {person.fullName}
                    <span className={styles.personRole}>{t(`roles.${person.role}`, { defaultValue: person.role })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </aside>
    </main>
  );
}
