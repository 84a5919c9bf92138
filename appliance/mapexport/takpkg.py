"""A TAK data package (ATAK / iTAK / WinTAK "mission package"): a zip whose MANIFEST/manifest.xml
lists its contents; here one KML overlay of the map. TAK apps import it from a file or a TAK Server."""
import io
import uuid
import zipfile
from xml.etree import ElementTree as ET

from appliance.mapexport.kml import to_kml

NAMESPACE = uuid.UUID("6f0c8f86-5d0e-4c2b-9a57-1f0e6b7d2a11")   # fixed: the same map gives the same package uid


def to_data_package(fc: dict, name: str) -> bytes:
    kml = to_kml(fc)
    uid = str(uuid.uuid5(NAMESPACE, f"{fc.get('properties', {}).get('site')}|{fc.get('properties', {}).get('generated')}"))
    entry = f"{uid}/wildfire-map.kml"
    manifest = ET.Element("MissionPackageManifest", version="2")
    conf = ET.SubElement(manifest, "Configuration")
    ET.SubElement(conf, "Parameter", name="uid", value=uid)
    ET.SubElement(conf, "Parameter", name="name", value=name)
    contents = ET.SubElement(manifest, "Contents")
    content = ET.SubElement(contents, "Content", ignore="false", zipEntry=entry)
    ET.SubElement(content, "Parameter", name="name", value="wildfire-map.kml")
    ET.SubElement(content, "Parameter", name="contentType", value="KML")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("MANIFEST/manifest.xml", ET.tostring(manifest, encoding="UTF-8", xml_declaration=True))
        z.writestr(entry, kml)
    return buf.getvalue()
