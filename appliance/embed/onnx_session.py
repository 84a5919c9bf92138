"""ONNX Runtime sessions on the best provider present: TensorRT or CUDA on a GPU box, CPU otherwise."""
import onnxruntime as ort

PREFERRED = ("TensorrtExecutionProvider", "CUDAExecutionProvider", "CPUExecutionProvider")


def providers() -> list[str]:
    available = set(ort.get_available_providers())
    return [p for p in PREFERRED if p in available] or ["CPUExecutionProvider"]


def make_session(path, threads: int = 0) -> ort.InferenceSession:
    options = ort.SessionOptions()
    options.log_severity_level = 3
    if threads:
        options.intra_op_num_threads = threads
    return ort.InferenceSession(str(path), sess_options=options, providers=providers())
