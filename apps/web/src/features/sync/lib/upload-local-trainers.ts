import { createAudioTrack } from '../../../entities/audio-tracks/api/create-audio-track';
import { getAllAudioTracks } from '../../../entities/audio-tracks/api/get-audio-tracks';
import {
  markTrainerRefused,
  markTrainerSynced,
  syncedTrainerServerIds,
  unsyncedLocalTrainers,
} from '../../../entities/audio-tracks/local-trainers';
import { findServerTrack } from './find-server-copy';
import { uploadPending } from './upload-pending';

/** Uploads the trainers made on this device as server tracks (the second part of Sync Data). */
export function uploadLocalTrainers() {
  return uploadPending({
    part: 'audioTracks',
    pending: unsyncedLocalTrainers,
    listServer: getAllAudioTracks,
    claimedIds: syncedTrainerServerIds,
    findCopy: findServerTrack,
    upload: (trainer) =>
      createAudioTrack({ name: trainer.name, audioBase64List: trainer.audioBase64List, clientId: trainer.id }),
    markSynced: (trainer, serverId) => markTrainerSynced(trainer.id, serverId),
    markRefused: (trainer, refusal) => markTrainerRefused(trainer.id, refusal),
    label: (trainer) => trainer.name,
  });
}
