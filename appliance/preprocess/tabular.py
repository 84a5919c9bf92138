"""Tabular preprocessing (paper 001, Algorithm 1): drop sparse rows, impute, tame outliers, serialize.

Works on the Algerian file as shipped (two region blocks, stray spaces, one row whose DC and ISI
cells ran together as "14.6 9") and on any CSV a crew loads. Every dropped or changed row is
logged with its line number and reason, so nothing disappears silently.

- Rows with more than `max_missing` (40 %) of their numeric cells missing are dropped.
- Remaining gaps are imputed with the column median of the kept rows of the same group (region
  block when the file has them): the median is robust to the outliers handled next.
- Outliers: a value outside [Q1 - 1.5 IQR, Q3 + 1.5 IQR] of its column is clipped to the fence
  (policy "clip", the default) or its row is dropped (policy "drop"). A column whose IQR is 0
  (rain: mostly zeros) is left alone, since every non-zero value would be an "outlier".
"""
import csv
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

NUMBER = re.compile(r"^-?\d+(\.\d+)?$")
LABEL_COLUMNS = ("classes", "class", "label", "fire")


@dataclass
class Row:
    line: int
    group: str
    values: dict                      # numeric column -> float (None while missing)
    label: str | None
    other: dict = field(default_factory=dict)   # non-numeric cells (day, month, ...)
    # The numeric cells as the file holds them (None where missing), before imputation and clipping: what a count
    # or a figure shown to a crew must use ("days with FWI above 30" counts the recorded 31.1, not its clipped 27.4).
    recorded: dict = field(default_factory=dict)


@dataclass
class Prepared:
    columns: list[str]
    rows: list[Row]
    log: list[dict]                   # {"line", "action": dropped|changed|repaired, "reason"}

    def dropped(self) -> list[dict]:
        return [e for e in self.log if e["action"] == "dropped"]


def _split_merged_cells(cells: list[str], width: int) -> tuple[list[str], str | None]:
    """A row short by n cells whose cells hold 'a b' pairs of numbers: split them (CSV typo)."""
    short = width - len(cells)
    if short <= 0:
        return cells, None
    fixed, notes = [], []
    for c in cells:
        parts = c.split()
        if short > 0 and len(parts) == 2 and all(NUMBER.match(p) for p in parts):
            fixed.extend(parts)
            notes.append(f"split {c!r}")
            short -= 1
        else:
            fixed.append(c)
    return fixed, ("; ".join(notes) if notes else None)


def read_rows(path: Path) -> tuple[list[str], list[Row], list[dict]]:
    """Read a CSV (with optional one-cell group headers such as 'Bejaia Region Dataset')."""
    header: list[str] | None = None
    group, rows, log = "all", [], []
    with open(path, newline="", encoding="utf-8", errors="replace") as fh:
        for number, raw in enumerate(csv.reader(fh), start=1):
            cells = [c.strip() for c in raw]
            while cells and cells[-1] == "" and header and len(cells) > len(header):
                cells.pop()
            if not any(cells):
                continue
            if sum(1 for c in cells if c) == 1 and not NUMBER.match(cells[0]):
                group = re.sub(r"(?i)\s*region dataset\s*$", "", cells[0]).strip() or cells[0]
                continue
            if header is None or [c.lower() for c in cells] == [h.lower() for h in header]:
                header = cells
                continue
            cells, repair = _split_merged_cells(cells, len(header))
            if repair:
                log.append({"line": number, "action": "repaired", "reason": repair})
            if len(cells) != len(header):
                log.append({"line": number, "action": "dropped",
                            "reason": f"{len(cells)} fields instead of {len(header)}"})
                continue
            rows.append(_make_row(number, group, dict(zip(header, cells))))
    if header is None:
        raise ValueError(f"{path}: no header row")
    return header, rows, log


def _make_row(line: int, group: str, cells: dict) -> Row:
    label, values, other = None, {}, {}
    for name, cell in cells.items():
        if name.lower() in LABEL_COLUMNS:
            label = cell.lower() or None
        elif NUMBER.match(cell):
            values[name] = float(cell)
        elif cell in ("", "NA", "nan", "-", "?"):
            values[name] = None
        else:
            other[name] = cell
    return Row(line, group, values, label, other)


def numeric_columns(rows: list[Row], skip=("day", "month", "year")) -> list[str]:
    names: dict[str, None] = {}
    for r in rows:
        names.update(dict.fromkeys(k for k in r.values if k.lower() not in skip))
    return list(names)


def prepare(path: Path, max_missing: float = 0.4, iqr_k: float = 1.5, outliers: str = "clip",
            groups: set[str] | None = None) -> Prepared:
    """Algorithm 1 on one file; `groups` keeps only those region blocks, so medians and fences
    come from the evidence set alone (the evaluation never lets a test region shape them)."""
    header, rows, log = read_rows(Path(path))
    if groups is not None:
        wanted = {g.lower() for g in groups}
        rows = [r for r in rows if r.group.lower() in wanted]
        log = [e for e in log if any(e["line"] == r.line for r in rows)]
    columns = numeric_columns(rows)
    kept = []
    for r in rows:
        for name in columns:
            r.values.setdefault(name, None)
        r.recorded = dict(r.values)
        missing = sum(r.values[c] is None for c in columns) / max(len(columns), 1)
        if missing > max_missing:
            log.append({"line": r.line, "action": "dropped", "reason": f"{missing:.0%} of values missing"})
        else:
            kept.append(r)
    _impute_medians(kept, columns, log)
    kept = _handle_outliers(kept, columns, iqr_k, outliers, log)
    return Prepared(columns, kept, sorted(log, key=lambda e: e["line"]))


def _impute_medians(rows: list[Row], columns: list[str], log: list[dict]) -> None:
    for group in dict.fromkeys(r.group for r in rows):
        members = [r for r in rows if r.group == group]
        for c in columns:
            present = [r.values[c] for r in members if r.values[c] is not None]
            median = float(np.median(present)) if present else 0.0
            for r in members:
                if r.values[c] is None:
                    r.values[c] = median
                    log.append({"line": r.line, "action": "changed",
                                "reason": f"{c} missing, imputed with the {group} median {median:g}"})


def _handle_outliers(rows, columns, k, policy, log) -> list[Row]:
    drop: set[int] = set()
    for c in columns:
        col = np.array([r.values[c] for r in rows], dtype=float)
        q1, q3 = np.percentile(col, [25, 75])
        iqr = q3 - q1
        if iqr == 0:
            continue
        lo, hi = q1 - k * iqr, q3 + k * iqr
        for r in rows:
            v = r.values[c]
            if lo <= v <= hi:
                continue
            if policy == "drop":
                drop.add(r.line)
                log.append({"line": r.line, "action": "dropped", "reason": f"{c} {v:g} outside [{lo:.3g}, {hi:.3g}]"})
            else:
                r.values[c] = float(min(max(v, lo), hi))
                log.append({"line": r.line, "action": "changed",
                            "reason": f"{c} {v:g} clipped to {r.values[c]:.3g} (IQR x {k} fence)"})
    return [r for r in rows if r.line not in drop]


def serialize(row: Row, columns: list[str]) -> str:
    """One line of text per kept row, for the text embedder (the label is never part of it)."""
    date = "-".join(row.other.get(k) or f"{row.values.get(k, 0):02.0f}" for k in ("year", "month", "day")
                    if k in row.other or k in row.values)
    parts = [row.group] + ([date] if date else [])
    parts += [f"{c} {row.values[c]:g}" for c in columns]
    return ", ".join(parts)
