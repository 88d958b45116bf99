/* wmma_asm's C interface: the GEMM library and attention for programs (and FFIs) that cannot
 * take C++.
 *
 *     C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b],  b < batch
 *     O = softmax(scale * Q K^T + mask) V, LSE   (docs/attention.md)
 *
 * Opaque handles; every call returns a status (WMMA_ASM_OK = 0) and, when `err` is not NULL,
 * fills it with the status and a message on failure (there is no hidden per-thread state).
 * Handles are freed by their destroy/close call; a buffer or plan must be destroyed before the
 * device it came from. docs/library.md describes the semantics; examples/gemm_c.c uses it. */
#ifndef WMMA_ASM_H
#define WMMA_ASM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    WMMA_ASM_OK = 0,
    WMMA_ASM_ERROR_INVALID = 1,     /* a bad argument: unknown type, impossible shape, NULL handle */
    WMMA_ASM_ERROR_NO_KERNEL = 2,   /* no kernel of the pack computes the problem */
    WMMA_ASM_ERROR_DEVICE = 3,      /* no device, a backend failure, a fault in a kernel */
    WMMA_ASM_ERROR_MEMORY = 4       /* out of host or device memory */
} wmma_asm_status;

typedef struct {
    wmma_asm_status status;
    char message[512];
} wmma_asm_error;

typedef struct wmma_asm_device_t* wmma_asm_device;
typedef struct wmma_asm_buffer_t* wmma_asm_buffer;
typedef struct wmma_asm_gemm_plan_t* wmma_asm_gemm_plan;
typedef struct wmma_asm_attn_plan_t* wmma_asm_attn_plan;

#define WMMA_ASM_STRIDE_TIGHT UINT64_MAX   /* batch stride: one matrix apart */

typedef struct {
    char trans_a, trans_b;   /* 'N' or 'T' */
    const char* type;        /* A and B: "f16", "bf16", "i8" or "u8" */
    const char* out;         /* C: "f32", "f16" or "bf16" (float inputs), "i32" (integer inputs) */
    uint32_t m, n, k;
    uint32_t lda, ldb, ldc;  /* elements; 0: tight (rounded up to the kernel's multiple); any
                                other value >= the stored row: staged when the kernel cannot read it */
    uint32_t batch;          /* at least 1 */
    uint64_t stride_a, stride_b, stride_c;   /* elements between batches; WMMA_ASM_STRIDE_TIGHT; 0 broadcasts A or B */
    float alpha, beta;       /* a float C */
    int32_t alpha_i, beta_i; /* an i32 C */
} wmma_asm_gemm_desc;

/* NN, f16 -> f32, batch 1, tight leading dimensions and strides, alpha 1, beta 0 (and alpha_i 1,
 * beta_i 0); m, n, k 0. */
void wmma_asm_gemm_desc_init(wmma_asm_gemm_desc* d);

/* backend: "auto" (NULL: the same; HIP when a GPU exists, else the emulator), "hip" or "emu";
 * strict: the emulator's strict mode (1) or not (0). */
wmma_asm_status wmma_asm_device_open(const char* backend, int strict, wmma_asm_device* out, wmma_asm_error* err);
void wmma_asm_device_close(wmma_asm_device dev);
/* A description of the device ("RDNA3.5 emulator (gfx1151, strict)"), valid while it is open. */
const char* wmma_asm_device_description(wmma_asm_device dev);

wmma_asm_status wmma_asm_buffer_alloc(wmma_asm_device dev, size_t bytes, wmma_asm_buffer* out, wmma_asm_error* err);
wmma_asm_status wmma_asm_buffer_upload(wmma_asm_buffer buf, const void* src, size_t bytes, wmma_asm_error* err);
wmma_asm_status wmma_asm_buffer_download(wmma_asm_buffer buf, void* dst, size_t bytes, wmma_asm_error* err);
void wmma_asm_buffer_free(wmma_asm_buffer buf);

/* Selects (kernel NULL or "auto": the pack's selection table), validates and loads the kernel
 * for `desc`. pack_dir NULL: the installed or built pack of the device's target. */
wmma_asm_status wmma_asm_gemm_plan_create(wmma_asm_device dev, const char* pack_dir, const wmma_asm_gemm_desc* desc,
                                          const char* kernel, wmma_asm_gemm_plan* out, wmma_asm_error* err);
/* The kernel the plan runs; valid while the plan exists. */
const char* wmma_asm_gemm_plan_kernel(wmma_asm_gemm_plan plan);
/* Bytes A ('A'), B ('B') or C ('C') must hold, every batch included; 0 for another letter. */
size_t wmma_asm_gemm_plan_bytes(wmma_asm_gemm_plan plan, char which);
/* Runs the plan on the buffers; elapsed_ms (may be NULL) receives the launch's time (GPU events,
 * or the emulator's wall clock). */
wmma_asm_status wmma_asm_gemm_run(wmma_asm_gemm_plan plan, wmma_asm_buffer a, wmma_asm_buffer b, wmma_asm_buffer c,
                                  double* elapsed_ms, wmma_asm_error* err);
void wmma_asm_gemm_plan_destroy(wmma_asm_gemm_plan plan);

/* Attention: Q [B,H,Sq,D], K and V [B,Hkv,Skv,D], O [B,H,Sq,D] FP16 (element strides; 0 for all
 * three of a tensor: from `layout`), LSE [B,H,Sq] FP32 contiguous. */
typedef struct {
    uint32_t batch, heads, kv_heads;   /* kv_heads 0: heads; a divisor of heads (GQA / MQA) */
    uint32_t seq_q, seq_kv;            /* seq_kv 0: seq_q */
    uint32_t head_dim;                 /* 64 or 128 */
    int causal;                        /* query q sees keys 0 .. q + seq_kv - seq_q */
    float scale;                       /* 0: 1 / sqrt(head_dim) */
    const char* layout;                /* "bhsd" (NULL: the same) or "bshd" */
    uint32_t q_strides[3], k_strides[3], v_strides[3], o_strides[3];   /* batch, head, row */
} wmma_asm_attn_desc;

/* batch 1, heads 1, MHA, bhsd, not causal, default scale; seq_q, head_dim 0. */
void wmma_asm_attn_desc_init(wmma_asm_attn_desc* d);
wmma_asm_status wmma_asm_attn_plan_create(wmma_asm_device dev, const char* pack_dir, const wmma_asm_attn_desc* desc,
                                          const char* kernel, wmma_asm_attn_plan* out, wmma_asm_error* err);
const char* wmma_asm_attn_plan_kernel(wmma_asm_attn_plan plan);
/* Bytes 'Q', 'K', 'V', 'O' or 'L' (LSE) must hold; 0 for another letter. */
size_t wmma_asm_attn_plan_bytes(wmma_asm_attn_plan plan, char which);
wmma_asm_status wmma_asm_attn_run(wmma_asm_attn_plan plan, wmma_asm_buffer q, wmma_asm_buffer k, wmma_asm_buffer v,
                                  wmma_asm_buffer o, wmma_asm_buffer lse, double* elapsed_ms, wmma_asm_error* err);
void wmma_asm_attn_plan_destroy(wmma_asm_attn_plan plan);

#ifdef __cplusplus
}
#endif

#endif
