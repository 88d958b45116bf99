/* The GEMM library from C (wmma_asm/wmma_asm.h): C (bf16, 64 x 48) = A * B^T with bf16 inputs,
 * A(i, k) = 1/2, B stored N x K with B(j, k) = 1/4: every element of C is K / 8.
 *
 *   gcc -c gemm_c.c $(pkg-config --cflags wmma_asm) && g++ gemm_c.o $(pkg-config --libs wmma_asm) -o gemm_c
 *   ./gemm_c [PACK_DIR] */
#include <stdio.h>
#include <stdlib.h>

#include <wmma_asm/wmma_asm.h>

static int failed(const char* what, const wmma_asm_error* err) {
    fprintf(stderr, "gemm_c: %s: status %d: %s\n", what, (int)err->status, err->message);
    return 1;
}

int main(int argc, char** argv) {
    wmma_asm_error err;
    wmma_asm_device dev;
    if (wmma_asm_device_open("auto", 1, &dev, &err) != WMMA_ASM_OK) return failed("device", &err);
    wmma_asm_gemm_desc d;
    wmma_asm_gemm_desc_init(&d);
    d.trans_b = 'T';
    d.type = "bf16";
    d.out = "bf16";
    d.m = 64; d.n = 48; d.k = 40;
    wmma_asm_gemm_plan plan;
    if (wmma_asm_gemm_plan_create(dev, argc > 1 ? argv[1] : NULL, &d, NULL, &plan, &err) != WMMA_ASM_OK)
        return failed("plan", &err);
    printf("kernel %s on %s\n", wmma_asm_gemm_plan_kernel(plan), wmma_asm_device_description(dev));
    size_t na = wmma_asm_gemm_plan_bytes(plan, 'A') / 2, nb = wmma_asm_gemm_plan_bytes(plan, 'B') / 2;
    size_t nc = wmma_asm_gemm_plan_bytes(plan, 'C') / 2;
    unsigned short* a = malloc(na * 2);
    unsigned short* b = malloc(nb * 2);
    unsigned short* c = malloc(nc * 2);
    for (size_t i = 0; i < na; ++i) a[i] = 0x3f00;   /* bf16 0.5 (padding columns too: harmless) */
    for (size_t i = 0; i < nb; ++i) b[i] = 0x3e80;   /* bf16 0.25 */
    wmma_asm_buffer ab, bb, cb;
    int rc = 1;
    double ms = 0;
    if (wmma_asm_buffer_alloc(dev, na * 2, &ab, &err) || wmma_asm_buffer_alloc(dev, nb * 2, &bb, &err) ||
        wmma_asm_buffer_alloc(dev, nc * 2, &cb, &err))
        return failed("alloc", &err);
    if (wmma_asm_buffer_upload(ab, a, na * 2, &err) || wmma_asm_buffer_upload(bb, b, nb * 2, &err) ||
        wmma_asm_gemm_run(plan, ab, bb, cb, &ms, &err) || wmma_asm_buffer_download(cb, c, nc * 2, &err)) {
        rc = failed("run", &err);
    } else {
        /* bf16 5.0 is 0x40a0 (K / 8 = 5) */
        printf("C(0, 0) = 0x%04x, C(63, 47) bits 0x%04x (expected 0x40a0 both); %.3f ms\n", c[0], c[63 * d.n + 47], ms);
        rc = (c[0] == 0x40a0 && c[63 * 48 + 47] == 0x40a0) ? 0 : 1;
    }
    wmma_asm_buffer_free(ab);
    wmma_asm_buffer_free(bb);
    wmma_asm_buffer_free(cb);
    wmma_asm_gemm_plan_destroy(plan);
    wmma_asm_device_close(dev);
    free(a); free(b); free(c);
    return rc;
}
