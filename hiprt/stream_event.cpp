// Streams and events. The emulator runs every operation to completion before the call returns,
// so a stream is in order trivially and always idle; a stream handle exists to be validated.
// An event records the clock when the stream reaches it (that is, at hipEventRecord): the host's
// steady clock, and the device's modelled clock (the sum of the timing model's times of the
// launches so far) when WMMA_ASM_HIP_MODEL=1.
#include "hiprt/runtime.hpp"

using hiprt::guarded;
using hiprt::Runtime;

extern "C" {

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!stream) return hipErrorInvalidValue;
        if (flags & ~unsigned(hipStreamNonBlocking)) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        auto s = std::make_unique<ihipStream_t>();
        s->flags = flags;
        rt.streams.insert(s.get());
        *stream = s.release();
        return hipSuccess;
    });
}

hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithFlags(stream, hipStreamDefault); }

// Priorities run from 0 (least) to -1 (greatest), as ROCclr reports them; one queue serves every
// stream here, so a priority is only remembered (clamped to that range, as HIP does).
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
    const hipError_t e = hipStreamCreateWithFlags(stream, flags);
    if (e == hipSuccess) (*stream)->priority = priority < -1 ? -1 : priority > 0 ? 0 : priority;
    return e;
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!priority) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        *priority = stream ? stream->priority : 0;
        return hipSuccess;
    });
}

hipError_t hipDeviceGetStreamPriorityRange(int* least, int* greatest) {
    return guarded(hipErrorInvalidValue, [&] {
        if (least) *least = 0;
        if (greatest) *greatest = -1;
        return hipSuccess;
    });
}

// The callback runs once the stream's earlier work is done: here, at once, on the calling thread
// (HIP runs it on a runtime thread; a callback must not call HIP either way). A kernel fault
// still pending is passed to it as the stream's status.
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* user_data, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!callback || flags != 0) return hipErrorInvalidValue;
        hipError_t status;
        {
            auto& rt = Runtime::get();
            auto l = rt.lock();
            if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
            status = rt.pending_fault;
        }
        callback(stream, status, user_data);
        return hipSuccess;
    });
}

hipError_t hipStreamDestroy(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!stream) return hipErrorInvalidHandle;   // the null stream cannot be destroyed
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.streams.erase(stream)) return hipErrorInvalidHandle;
        delete stream;
        return hipSuccess;
    });
}

// A synchronising call: reports a kernel fault still pending.
hipError_t hipStreamSynchronize(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        return rt.take_pending();
    });
}

hipError_t hipStreamQuery(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return hiprt::is_valid_stream(stream) ? hipSuccess : hipErrorInvalidHandle;
    });
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream) || !rt.events.count(event)) return hipErrorInvalidHandle;
        return flags == 0 ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!flags) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        *flags = stream ? stream->flags : 0u;
        return hipSuccess;
    });
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!event) return hipErrorInvalidValue;
        const unsigned known = hipEventDefault | hipEventBlockingSync | hipEventDisableTiming | hipEventInterprocess;
        if (flags & ~known) return hipErrorInvalidValue;
        hiprt::timing_banner();
        auto& rt = Runtime::get();
        auto l = rt.lock();
        auto e = std::make_unique<ihipEvent_t>();
        e->flags = flags;
        rt.events.insert(e.get());
        *event = e.release();
        return hipSuccess;
    });
}

hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, hipEventDefault); }

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(event)) return hipErrorInvalidHandle;
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        event->recorded = true;
        event->wall = std::chrono::steady_clock::now();
        event->modelled_ms = rt.modelled_clock_ms;
        event->modelled = rt.modelled_clock_valid;
        return hipSuccess;
    });
}

hipError_t hipEventSynchronize(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(event)) return hipErrorInvalidHandle;
        return rt.take_pending();
    });
}

// Always complete (work finishes before the call that issued it returns); an event never
// recorded is complete as well, as in ROCclr.
hipError_t hipEventQuery(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return rt.events.count(event) ? hipSuccess : hipErrorInvalidHandle;
    });
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!ms) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(start) || !rt.events.count(stop)) return hipErrorInvalidHandle;
        if ((start->flags | stop->flags) & hipEventDisableTiming) return hipErrorInvalidHandle;
        if (!start->recorded || !stop->recorded) return hipErrorInvalidHandle;   // ROCclr: not recorded
        if (rt.env().model) {
            if (!start->modelled || !stop->modelled) {
                hiprt::report("a launch between the events had no modelled time: hipEventElapsedTime is not available");
                return hipErrorNotReady;
            }
            *ms = static_cast<float>(stop->modelled_ms - start->modelled_ms);
        } else {
            *ms = std::chrono::duration<float, std::milli>(stop->wall - start->wall).count();
        }
        return hipSuccess;
    });
}

hipError_t hipEventDestroy(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.erase(event)) return hipErrorInvalidHandle;
        delete event;
        return hipSuccess;
    });
}

}  // extern "C"
