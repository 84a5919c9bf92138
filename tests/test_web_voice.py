"""Voice questions: speech made by espeak-ng, transcribed on the box by Whisper tiny.en."""
import io
import shutil
import subprocess
import wave

import numpy as np
import pytest

from appliance.web.app import create_app
from tests.test_web_security import light_box


@pytest.fixture(scope="module")
def voice_client(tmp_path_factory):
    client = create_app(light_box(tmp_path_factory.mktemp("voice"), max_audio_mb=1)).test_client()
    return client, client.get("/api/whoami").json["csrf"]


def post_audio(client, token, data: bytes, name="q.wav"):
    return client.post("/api/transcribe", data={"audio": (io.BytesIO(data), name)}, headers={"X-CSRF-Token": token},
                       content_type="multipart/form-data")


def test_spoken_question_is_transcribed(voice_client, tmp_path):
    if not shutil.which("espeak-ng"):
        pytest.fail("espeak-ng is missing: apt-get install -y espeak-ng")
    wav = tmp_path / "q.wav"
    subprocess.run(["espeak-ng", "-s", "140", "-w", str(wav), "What is the wind speed at the weather station?"],
                   check=True, timeout=30)
    client, token = voice_client
    resp = post_audio(client, token, wav.read_bytes())
    assert resp.status_code == 200, resp.json
    text = resp.json["text"].lower()
    assert "wind" in text and "station" in text, text
    assert resp.json["audio_s"] > 1


def test_tone_garbage_and_oversized_recordings_get_clean_answers(voice_client):
    client, token = voice_client
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(16000)
        t = np.arange(16000) / 16000
        w.writeframes((np.sin(2 * np.pi * 440 * t) * 8000).astype("<i2").tobytes())
    tone = post_audio(client, token, buf.getvalue())
    assert tone.status_code == 200 and isinstance(tone.json["text"], str)
    garbage = post_audio(client, token, b"RIFF\x00\x00not really audio" * 10)
    assert garbage.status_code == 400 and "decoded" in garbage.json["error"]
    assert post_audio(client, token, b"\0" * (1024 * 1024 + 5)).status_code == 413
    assert client.post("/api/transcribe", headers={"X-CSRF-Token": token}).status_code == 400


def test_a_long_clip_is_refused_while_decoding_not_after(tmp_path):
    """Decoding stops at the limit: a small file that decodes to a long clip never fills memory."""
    import io
    import wave

    import pytest

    from appliance.voice.transcribe import TooLong, decode_bounded

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(8000)
        w.writeframes(b"\x00\x00" * 8000 * 90)            # 90 s of silence, 1.4 MB
    with pytest.raises(TooLong):
        decode_bounded(buf.getvalue(), max_seconds=60)
    short = decode_bounded(buf.getvalue()[:44 + 2 * 8000 * 5], max_seconds=60)   # header + 5 s
    assert abs(len(short) / 16000 - 5.0) < 0.1
