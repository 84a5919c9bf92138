"""The operator's regional map tiles: `appliance maps add FILE` checks an MBTiles or PMTiles file and
the box serves its tiles; hostile, corrupt and unsupported files are refused with one clear line."""
import gzip
import sqlite3
import time

import pytest
from click.testing import CliRunner

from appliance.cli import cli
from appliance.maps import MapFileError, add_map, list_maps, open_archive, open_map, remove_map
from appliance.maps.pmtiles import tileid_to_zxy, zxy_to_tileid
from appliance.web.app import create_app
from tests.map_fixtures import png, tiles, write_mbtiles, write_pmtiles
from tests.test_web_security import light_box


def test_tile_ids_follow_the_pmtiles_spec():
    # The spec's table: z0 is 0; z1 runs (0,0) (0,1) (1,1) (1,0) along the Hilbert curve; z2 starts at 5.
    assert [zxy_to_tileid(0, 0, 0), zxy_to_tileid(1, 0, 0), zxy_to_tileid(1, 0, 1), zxy_to_tileid(1, 1, 1),
            zxy_to_tileid(1, 1, 0), zxy_to_tileid(2, 0, 0)] == [0, 1, 2, 3, 4, 5]
    for z, x, y in [(3, 5, 2), (12, 2047, 1400), (18, 123456, 98765)]:
        assert tileid_to_zxy(zxy_to_tileid(z, x, y)) == (z, x, y)


@pytest.mark.parametrize("kind", ["mbtiles", "pmtiles", "pmtiles-leaf"])
def test_every_tile_is_served_at_its_xyz_address(tmp_path, kind):
    path = tmp_path / f"region.{kind.split('-')[0]}"
    (write_mbtiles if kind == "mbtiles" else lambda p: write_pmtiles(p, leaf=kind.endswith("leaf")))(path)
    archive = open_archive(path)
    assert (archive.format, archive.minzoom, archive.maxzoom, archive.bounds) == ("png", 0, 2, [-10.0, 30.0, 15.0, 45.0])
    for z, x, y in tiles(2):
        assert archive.tile(z, x, y).endswith(f"z{z}x{x}y{y}".encode()), (z, x, y)
    assert archive.tile(3, 0, 0) is None and archive.tile(1, 2, 0) is None and archive.tile(-1, 0, 0) is None


def test_maps_add_serves_tiles_from_the_box(tmp_path):
    box = light_box(tmp_path)
    src = write_pmtiles(tmp_path / "Bejaia Region.pmtiles")
    runner = CliRunner()
    out = runner.invoke(cli, ["maps", "add", str(src), "--set", f"store.data_dir={box.config.store.data_dir}"])
    assert out.exit_code == 0, out.output
    assert "added map 'bejaia-region': pmtiles of PNG tiles, zoom 0-2" in out.output
    client = create_app(box).test_client()
    assert [m["name"] for m in client.get("/api/maps").json["maps"]] == ["bejaia-region"]
    resp = client.get("/api/maps/bejaia-region/2/1/3")
    assert resp.status_code == 200 and resp.mimetype == "image/png" and resp.data.endswith(b"z2x1y3")
    assert client.get("/api/maps/bejaia-region/5/0/0").status_code == 404
    assert client.get("/api/maps/..%2F..%2Fappliance/0/0/0").status_code == 404
    assert client.get("/api/maps/nope/0/0/0").status_code == 404
    again = runner.invoke(cli, ["maps", "add", str(src), "--set", f"store.data_dir={box.config.store.data_dir}"])
    assert again.exit_code != 0 and "already on the box" in again.output
    listed = runner.invoke(cli, ["maps", "list", "--set", f"store.data_dir={box.config.store.data_dir}"])
    assert "bejaia-region: pmtiles png zoom 0-2" in listed.output
    remove_map(box.config, "bejaia-region")
    assert list_maps(box.config) == [] and client.get("/api/maps/bejaia-region/0/0/0").status_code == 404


def _hostile(tmp_path):
    """(file, the words the refusal must contain) for each way a map file can be wrong."""
    cases = []
    junk = tmp_path / "junk.mbtiles"
    junk.write_bytes(b"<html>not a map</html>" * 100)
    cases.append((junk, "neither an MBTiles"))
    empty = tmp_path / "empty.pmtiles"
    empty.write_bytes(b"")
    cases.append((empty, "neither an MBTiles"))
    plain = tmp_path / "plain.mbtiles"
    sqlite3.connect(plain).executescript("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
    cases.append((plain, "no tiles table"))
    cases.append((write_mbtiles(tmp_path / "vector.mbtiles", fmt="pbf"), "vector tiles"))
    cases.append((write_mbtiles(tmp_path / "liar.mbtiles", tile=lambda z, x, y: b"GIF89a" + b"\0" * 20), "not a PNG"))
    cases.append((write_mbtiles(tmp_path / "bounds.mbtiles", bounds="200,30,15,45"), "not a box in degrees"))
    whole = write_mbtiles(tmp_path / "whole.mbtiles", maxzoom=6).read_bytes()
    cut = tmp_path / "cut.mbtiles"
    cut.write_bytes(whole[: len(whole) // 2])
    cases.append((cut, "damaged"))
    cases.append((write_pmtiles(tmp_path / "vector.pmtiles", tile_type=1), "vector tiles"))
    cases.append((write_pmtiles(tmp_path / "badbounds.pmtiles", bounds=(10.0, 50.0, 5.0, 40.0)), "not a box in degrees"))
    whole = write_pmtiles(tmp_path / "whole.pmtiles").read_bytes()
    trunc = tmp_path / "trunc.pmtiles"
    trunc.write_bytes(whole[:-40])
    cases.append((trunc, "past the end of the file"))
    bomb = gzip.compress(b"\x80" * (20 * 1024 * 1024))   # inflates to 20 MB of unfinished varints
    cases.append((write_pmtiles(tmp_path / "bomb.pmtiles", root_override=bomb), "inflates past 16 MB"))
    cases.append((write_pmtiles(tmp_path / "garbage.pmtiles", root_override=b"\x1f\x8b\x08\x00garbage"), "does not inflate"))
    # One leaf entry (run 0) whose offset and length are its own directory's: a loop. 25 bytes is the fixed
    # point where the gzip of the entry is as long as the length it declares.
    loop = gzip.compress(bytes([1, 0, 0, 25, 1]), mtime=0)
    assert len(loop) == 25
    cases.append((write_pmtiles(tmp_path / "loop.pmtiles", root_override=loop, leaves_override=loop), "nest deeper"))
    return cases


def test_hostile_and_corrupt_files_are_refused_with_one_clear_line(tmp_path):
    box = light_box(tmp_path)
    runner = CliRunner()
    for path, words in _hostile(tmp_path):
        with pytest.raises(MapFileError, match=words):
            add_map(box.config, path)
        out = runner.invoke(cli, ["maps", "add", str(path), "--set", f"store.data_dir={box.config.store.data_dir}"])
        assert out.exit_code != 0 and f"{path} refused:" in out.output and words in out.output, (path, out.output)
        assert len(out.output.strip().splitlines()) == 1, out.output
    assert list_maps(box.config) == []   # nothing half-copied is left for the page


def test_a_view_that_never_ends_cannot_hang_a_request(tmp_path):
    path = tmp_path / "slow.mbtiles"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE metadata (name TEXT, value TEXT);"
        "INSERT INTO metadata VALUES ('format', 'png'), ('minzoom', '0'), ('maxzoom', '2');"
        "CREATE TABLE real_tiles (zoom_level, tile_column, tile_row, tile_data);"
        "CREATE VIEW tiles AS WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n)"
        " SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, x'89504e470d0a1a0a' AS tile_data FROM n ORDER BY i DESC;")
    conn.close()
    started = time.monotonic()
    with pytest.raises(MapFileError, match="took over 2 s"):
        open_archive(path)
    assert time.monotonic() - started < 30


def test_missing_map_and_bad_names(tmp_path):
    box = light_box(tmp_path)
    with pytest.raises(MapFileError, match="no map named"):
        open_map(box.config, "../../etc")
    with pytest.raises(MapFileError, match="use 1-40 lower-case"):
        add_map(box.config, write_mbtiles(tmp_path / "ok.mbtiles"), name="Bad Name!")
    out = CliRunner().invoke(cli, ["maps", "add", str(tmp_path / "absent.mbtiles"),
                                   "--set", f"store.data_dir={box.config.store.data_dir}"])
    assert out.exit_code != 0 and "is not a file" in out.output
    assert png().startswith(b"\x89PNG")
