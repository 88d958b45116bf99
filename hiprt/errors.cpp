// Error names and descriptions (the texts of ROCclr's hip_error.cpp, which follow CUDA's), and the
// per-thread last error.
#include "hiprt/runtime.hpp"

namespace hiprt {

namespace {

// HIP keeps the last error per host thread (hipGetLastError in one thread does not clear
// another's), so this is thread_local rather than part of the runtime object.
thread_local hipError_t t_last = hipSuccess;

struct ErrorText {
    hipError_t code;
    const char* name;
    const char* text;
};

// Aliases (hipErrorMemoryAllocation, hipErrorInitializationError, hipErrorInvalidResourceHandle)
// share their code with the entry that names them here, as in ROCclr.
constexpr ErrorText kErrors[] = {
    {hipSuccess, "hipSuccess", "no error"},
    {hipErrorInvalidValue, "hipErrorInvalidValue", "invalid argument"},
    {hipErrorOutOfMemory, "hipErrorOutOfMemory", "out of memory"},
    {hipErrorNotInitialized, "hipErrorNotInitialized", "initialization error"},
    {hipErrorDeinitialized, "hipErrorDeinitialized", "driver shutting down"},
    {hipErrorProfilerDisabled, "hipErrorProfilerDisabled", "profiler disabled while using external profiling tool"},
    {hipErrorProfilerNotInitialized, "hipErrorProfilerNotInitialized", "profiler is not initialized"},
    {hipErrorProfilerAlreadyStarted, "hipErrorProfilerAlreadyStarted", "profiler already started"},
    {hipErrorProfilerAlreadyStopped, "hipErrorProfilerAlreadyStopped", "profiler already stopped"},
    {hipErrorInvalidConfiguration, "hipErrorInvalidConfiguration", "invalid configuration argument"},
    {hipErrorInvalidPitchValue, "hipErrorInvalidPitchValue", "invalid pitch argument"},
    {hipErrorInvalidSymbol, "hipErrorInvalidSymbol", "invalid device symbol"},
    {hipErrorInvalidDevicePointer, "hipErrorInvalidDevicePointer", "invalid device pointer"},
    {hipErrorInvalidMemcpyDirection, "hipErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
    {hipErrorInsufficientDriver, "hipErrorInsufficientDriver", "driver version is insufficient for runtime version"},
    {hipErrorMissingConfiguration, "hipErrorMissingConfiguration", "__global__ function call is not configured"},
    {hipErrorPriorLaunchFailure, "hipErrorPriorLaunchFailure", "unspecified launch failure in prior launch"},
    {hipErrorInvalidDeviceFunction, "hipErrorInvalidDeviceFunction", "invalid device function"},
    {hipErrorNoDevice, "hipErrorNoDevice", "no ROCm-capable device is detected"},
    {hipErrorInvalidDevice, "hipErrorInvalidDevice", "invalid device ordinal"},
    {hipErrorInvalidImage, "hipErrorInvalidImage", "device kernel image is invalid"},
    {hipErrorInvalidContext, "hipErrorInvalidContext", "invalid device context"},
    {hipErrorContextAlreadyCurrent, "hipErrorContextAlreadyCurrent", "context is already current context"},
    {hipErrorMapFailed, "hipErrorMapFailed", "mapping of buffer object failed"},
    {hipErrorUnmapFailed, "hipErrorUnmapFailed", "unmapping of buffer object failed"},
    {hipErrorArrayIsMapped, "hipErrorArrayIsMapped", "array is mapped"},
    {hipErrorAlreadyMapped, "hipErrorAlreadyMapped", "resource already mapped"},
    {hipErrorNoBinaryForGpu, "hipErrorNoBinaryForGpu", "no kernel image is available for execution on the device"},
    {hipErrorAlreadyAcquired, "hipErrorAlreadyAcquired", "resource already acquired"},
    {hipErrorNotMapped, "hipErrorNotMapped", "resource not mapped"},
    {hipErrorNotMappedAsArray, "hipErrorNotMappedAsArray", "resource not mapped as array"},
    {hipErrorNotMappedAsPointer, "hipErrorNotMappedAsPointer", "resource not mapped as pointer"},
    {hipErrorECCNotCorrectable, "hipErrorECCNotCorrectable", "uncorrectable ECC error encountered"},
    {hipErrorUnsupportedLimit, "hipErrorUnsupportedLimit", "limit is not supported on this architecture"},
    {hipErrorContextAlreadyInUse, "hipErrorContextAlreadyInUse", "exclusive-thread device already in use by a different thread"},
    {hipErrorPeerAccessUnsupported, "hipErrorPeerAccessUnsupported", "peer access is not supported between these two devices"},
    {hipErrorInvalidKernelFile, "hipErrorInvalidKernelFile", "invalid kernel file"},
    {hipErrorInvalidGraphicsContext, "hipErrorInvalidGraphicsContext", "invalid OpenGL or DirectX context"},
    {hipErrorInvalidSource, "hipErrorInvalidSource", "device kernel image is invalid"},
    {hipErrorFileNotFound, "hipErrorFileNotFound", "file not found"},
    {hipErrorSharedObjectSymbolNotFound, "hipErrorSharedObjectSymbolNotFound", "shared object symbol not found"},
    {hipErrorSharedObjectInitFailed, "hipErrorSharedObjectInitFailed", "shared object initialization failed"},
    {hipErrorOperatingSystem, "hipErrorOperatingSystem", "OS call failed or operation not supported on this OS"},
    {hipErrorInvalidHandle, "hipErrorInvalidHandle", "invalid resource handle"},
    {hipErrorIllegalState, "hipErrorIllegalState", "the operation cannot be performed in the present state"},
    {hipErrorNotFound, "hipErrorNotFound", "named symbol not found"},
    {hipErrorNotReady, "hipErrorNotReady", "device not ready"},
    {hipErrorIllegalAddress, "hipErrorIllegalAddress", "an illegal memory access was encountered"},
    {hipErrorLaunchOutOfResources, "hipErrorLaunchOutOfResources", "too many resources requested for launch"},
    {hipErrorLaunchTimeOut, "hipErrorLaunchTimeOut", "the launch timed out and was terminated"},
    {hipErrorPeerAccessAlreadyEnabled, "hipErrorPeerAccessAlreadyEnabled", "peer access is already enabled"},
    {hipErrorPeerAccessNotEnabled, "hipErrorPeerAccessNotEnabled", "peer access has not been enabled"},
    {hipErrorSetOnActiveProcess, "hipErrorSetOnActiveProcess", "cannot set while device is active in this process"},
    {hipErrorContextIsDestroyed, "hipErrorContextIsDestroyed", "context is destroyed"},
    {hipErrorAssert, "hipErrorAssert", "device-side assert triggered"},
    {hipErrorHostMemoryAlreadyRegistered, "hipErrorHostMemoryAlreadyRegistered", "part or all of the requested memory range is already mapped"},
    {hipErrorHostMemoryNotRegistered, "hipErrorHostMemoryNotRegistered", "pointer does not correspond to a registered memory region"},
    {hipErrorLaunchFailure, "hipErrorLaunchFailure", "unspecified launch failure"},
    {hipErrorCooperativeLaunchTooLarge, "hipErrorCooperativeLaunchTooLarge", "too many blocks in cooperative launch"},
    {hipErrorNotSupported, "hipErrorNotSupported", "operation not supported"},
    {hipErrorStreamCaptureUnsupported, "hipErrorStreamCaptureUnsupported", "operation not permitted when stream is capturing"},
    {hipErrorStreamCaptureInvalidated, "hipErrorStreamCaptureInvalidated", "operation failed due to a previous error during capture"},
    {hipErrorStreamCaptureMerge, "hipErrorStreamCaptureMerge", "operation would result in a merge of separate capture sequences"},
    {hipErrorStreamCaptureUnmatched, "hipErrorStreamCaptureUnmatched", "capture was not ended in the same stream as it began"},
    {hipErrorStreamCaptureUnjoined, "hipErrorStreamCaptureUnjoined", "capturing stream has unjoined work"},
    {hipErrorStreamCaptureIsolation, "hipErrorStreamCaptureIsolation", "dependency created on uncaptured work in another stream"},
    {hipErrorStreamCaptureImplicit, "hipErrorStreamCaptureImplicit", "operation would make the legacy stream depend on a capturing blocking stream"},
    {hipErrorCapturedEvent, "hipErrorCapturedEvent", "operation not permitted on an event last recorded in a capturing stream"},
    {hipErrorStreamCaptureWrongThread, "hipErrorStreamCaptureWrongThread", "attempt to terminate a thread-local capture sequence from another thread"},
    {hipErrorGraphExecUpdateFailure, "hipErrorGraphExecUpdateFailure", "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"},
    {hipErrorUnknown, "hipErrorUnknown", "unknown error"},
    {hipErrorRuntimeMemory, "hipErrorRuntimeMemory", "runtime memory call returned error"},
    {hipErrorRuntimeOther, "hipErrorRuntimeOther", "runtime call other than memory returned error"},
};

const ErrorText* lookup(hipError_t e) {
    for (const auto& t : kErrors)
        if (t.code == e) return &t;
    return nullptr;
}

}  // namespace

hipError_t set_last(hipError_t e) {
    t_last = e;
    return e;
}

}  // namespace hiprt

extern "C" {

const char* hipGetErrorName(hipError_t e) {
    const auto* t = hiprt::lookup(e);
    return t ? t->name : "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t e) {
    const auto* t = hiprt::lookup(e);
    return t ? t->text : "unknown error";
}

// Returns the calling thread's last error and resets it, as ROCclr does.
hipError_t hipGetLastError(void) {
    const hipError_t e = hiprt::t_last;
    hiprt::t_last = hipSuccess;
    return e;
}

hipError_t hipPeekAtLastError(void) { return hiprt::t_last; }

}  // extern "C"
