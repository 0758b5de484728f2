/** An incoming call (spec point 3): the room id, what it is about, who calls, since when. */
export interface IncomingCall {
  /** The room id: Join opens `/call?id={id}`. */
  id: string;
  category?: string;
  organizer: { fullName: string };
  /** ISO date-time. */
  createdOn: string;
}

/**
 * The hub's channels. Server to client: profile update, incoming call, need interpreter, direct
 * incoming call, and answered (a room was joined or declined elsewhere). Client to server: the
 * heartbeat and the announcements of joined and declined rooms. The spec does not name them.
 */
export const hubChannels = {
  profileUpdate: 'ProfileUpdate',
  incomingCall: 'IncomingCall',
  needInterpreter: 'NeedInterpreter',
  directIncomingCall: 'DirectIncomingCall',
  callAnswered: 'CallAnswered',
  online: 'Online',
  callDeclined: 'CallDeclined',
  callJoined: 'CallJoined',
} as const;

/** The path of the calls hub, under the API's address. */
export const hubPath = 'hubs/calls';
