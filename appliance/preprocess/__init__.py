"""Preprocessing before anything is embedded or indexed (paper 001, Algorithm 1)."""
