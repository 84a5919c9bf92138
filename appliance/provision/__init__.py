"""Model files: the manifest (role, file, sha256, source) and how the offline default set is made."""
