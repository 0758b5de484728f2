export interface Participant {
  id: string;
  fullName: string;
  /** What the person does in the call: organizer, interpreter, captioner, ... */
  role: string;
}

export interface CallRoom {
  id: string;
  participants: Participant[];
}
