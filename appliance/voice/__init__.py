"""Voice questions: speech recorded on a tablet, transcribed on the box (Whisper tiny.en)."""
