"""The CPU's instruction-set features that decide whether int8 inference pays, from /proc/cpuinfo.

int8 matrix products are fast only with a dot-product instruction: AVX-512 VNNI or AVX-VNNI on
x86 (one instruction per 4 int8 multiply-adds), or the Arm dot-product / i8mm extensions. With
plain AVX2, ONNX Runtime's int8 GEMM multiplies through 16-bit intermediates and gains far less
over fp32, so the int8 advantage depends on the box: provisioning measures it (embed/choose.py).
"""
from pathlib import Path

# flag in /proc/cpuinfo -> what it means for int8 / fp32 inference
FEATURES = {
    "avx512_vnni": "AVX-512 VNNI (int8 dot products, 512-bit)",
    "avx_vnni": "AVX-VNNI (int8 dot products, 256-bit)",
    "amx_int8": "AMX int8 tiles",
    "avx512f": "AVX-512 foundation",
    "avx512bw": "AVX-512 byte/word",
    "avx2": "AVX2 (256-bit integer SIMD)",
    "fma": "FMA (fp32 fused multiply-add)",
    "f16c": "F16C (half-precision conversion)",
    "asimddp": "Arm dot product (int8)",
    "i8mm": "Arm int8 matrix multiply",
    "asimd": "Arm NEON",
}


def cpu_flags(cpuinfo: str | None = None) -> set[str]:
    """The flags of the first processor listed (x86 'flags', Arm 'Features')."""
    if cpuinfo is None:
        path = Path("/proc/cpuinfo")
        cpuinfo = path.read_text(errors="replace") if path.is_file() else ""
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("flags", "Features"):
            return set(value.split())
    return set()


def int8_features(cpuinfo: str | None = None) -> dict:
    """{"present": [flags], "absent": [flags], "int8_dot_product": bool, "model": CPU model name}."""
    flags = cpu_flags(cpuinfo)
    text = cpuinfo if cpuinfo is not None else (Path("/proc/cpuinfo").read_text(errors="replace")
                                                if Path("/proc/cpuinfo").is_file() else "")
    model = next((line.split(":", 1)[1].strip() for line in text.splitlines()
                  if line.split(":", 1)[0].strip() in ("model name", "Model", "CPU part")), "unknown")
    arm = "asimd" in flags
    relevant = [f for f in FEATURES if (f in ("asimddp", "i8mm", "asimd")) == arm]
    return {"model": model, "present": [f for f in relevant if f in flags],
            "absent": [f for f in relevant if f not in flags],
            "int8_dot_product": bool(flags & {"avx512_vnni", "avx_vnni", "amx_int8", "asimddp", "i8mm"})}


def describe(features: dict) -> str:
    yes = ", ".join(FEATURES[f] for f in features["present"]) or "none of the listed"
    no = ", ".join(features["absent"]) or "-"
    verdict = ("has an int8 dot-product instruction" if features["int8_dot_product"]
               else "no int8 dot-product instruction: int8 gains little over fp32 here")
    return f"CPU {features['model']}: {yes}; missing {no}; {verdict}"
