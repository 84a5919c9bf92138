"""Backup and moving a box's data: consistent snapshots (export) and their restore (import)."""
