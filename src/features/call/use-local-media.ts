import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of navigator.mediaDevices the room uses; the workbench passes stand-ins for refused or missing devices. */
export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

export type DeviceKind = 'camera' | 'microphone';

export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export type LocalMedia = { status: 'requesting' } | { status: 'ready'; stream: MediaStream } | { status: 'problem'; problem: MediaProblem };

/** What went wrong, in the words the user needs: refused, no device, a device another program holds. */
export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The local camera and microphone: asks for them (with the chosen devices), says plainly what went
 * wrong, lists the devices once they may be named, and mutes or hides without ending the stream.
 * Leaving the room (unmounting) stops every track, so the camera light goes out.
 */
export function useLocalMedia(media: MediaDevicesLike | undefined) {
  const [state, setState] = useState<LocalMedia>(() => (media ? { status: 'requesting' } : { status: 'problem', problem: 'unsupported' }));
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<Partial<Record<DeviceKind, string>>>({});
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!media) return;
    let cancelled = false;
    media
      .getUserMedia({
        audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
        video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
      })
      .then(async (stream) => {
        if (cancelled) return stopAll(stream);
        stopAll(current.current);
        current.current = stream;
        setState({ status: 'ready', stream });
        // Device names are given only once access is allowed.
        setDevices(await media.enumerateDevices());
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'problem', problem: problemOf(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [media, choice, attempt]);

  useEffect(() => () => stopAll(current.current), []);

  // Muting and hiding switch the tracks off; the stream (and the permission) stays.
  const stream = state.status === 'ready' ? state.stream : null;
  useEffect(() => stream?.getAudioTracks().forEach((track) => (track.enabled = !muted)), [stream, muted]);
  useEffect(() => stream?.getVideoTracks().forEach((track) => (track.enabled = !cameraOff)), [stream, cameraOff]);

  const retry = useCallback(() => {
    setState({ status: 'requesting' });
    setAttempt((value) => value + 1);
  }, []);

  return {
    state,
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    choice,
    choose: (kind: DeviceKind, deviceId: string) => setChoice((value) => ({ ...value, [kind]: deviceId })),
    muted,
    toggleMuted: () => setMuted((value) => !value),
    cameraOff,
    toggleCamera: () => setCameraOff((value) => !value),
    retry,
    /** The tracks as they are now, for checks (the workbench) and for a call's transport later. */
    tracks: () => current.current?.getTracks() ?? [],
  };
}
