"""examples/python_gemm.py runs: its table, its checks against numpy and its plot."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_python_gemm_example(tmp_path):
    png = tmp_path / "gemm.png"
    p = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "python_gemm.py"), "--sizes", "64,128",
                        "--backend", "emu", "--out", str(png)], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert "modelled" in p.stdout and "i8->i32" in p.stdout
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
